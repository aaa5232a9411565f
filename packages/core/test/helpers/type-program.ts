import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const testDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A property of a type as the compiler sees it: name, optional or not, and its type written out. */
export interface TypeProperty {
  readonly name: string;
  readonly optional: boolean;
  readonly type: string;
}

/**
 * Compiles `source` as if it were a file in core's test folder (so `../src/...` imports resolve)
 * with the repository's strict options, and returns its diagnostics and, for each exported type
 * alias, the properties of the type it names. Lets a test ask the compiler what a type is for
 * inputs generated at run time (a property test), which `*.test-d.ts` files cannot.
 */
export function compileTypes(source: string): {
  readonly diagnostics: readonly string[];
  readonly aliases: ReadonlyMap<string, readonly TypeProperty[]>;
} {
  const file = join(testDir, '__generated__.ts');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) =>
    name === file ? ts.createSourceFile(name, source, version) : getSourceFile(name, version, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  const checker = program.getTypeChecker();
  const sourceFile = program.getSourceFile(file);
  if (sourceFile === undefined) throw new Error('generated file not compiled');
  const diagnostics = ts
    .getPreEmitDiagnostics(program, sourceFile)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  const aliases = new Map<string, TypeProperty[]>();
  for (const statement of sourceFile.statements) {
    if (!ts.isTypeAliasDeclaration(statement)) continue;
    const type = checker.getTypeAtLocation(statement.name);
    aliases.set(
      statement.name.text,
      checker.getPropertiesOfType(type).map((property) => ({
        name: property.name,
        optional: (property.flags & ts.SymbolFlags.Optional) !== 0,
        type: checker.typeToString(checker.getNonNullableType(checker.getTypeOfSymbol(property))),
      })),
    );
  }
  return { diagnostics, aliases };
}
