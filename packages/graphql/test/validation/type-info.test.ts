import { describe, expect, it } from 'vitest';
import { parse } from '../../src/language/parser.js';
import { visit } from '../../src/language/visitor.js';
import { TypeInfo, visitWithTypeInfo } from '../../src/validation/type-info.js';
import { testSchema } from './harness.js';

function typesAt(document: string): string[] {
  const typeInfo = new TypeInfo(testSchema);
  const out: string[] = [];
  visit(
    parse(document),
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        out.push(
          `${node.name.value}: ${String(typeInfo.getType())} on ${String(typeInfo.getParentType())} (${typeInfo.getFieldDef()?.name ?? '-'})`,
        );
      },
      Argument(node) {
        out.push(
          `arg ${node.name.value}: ${String(typeInfo.getInputType())} default ${String(typeInfo.getDefaultValue())}`,
        );
      },
      ObjectField(node) {
        out.push(
          `field ${node.name.value}: ${String(typeInfo.getInputType())} in ${String(typeInfo.getParentInputType())}`,
        );
      },
      ListValue() {
        out.push(`list item: ${String(typeInfo.getInputType())}`);
      },
      EnumValue(node) {
        out.push(`enum ${node.value}: ${typeInfo.getEnumValue()?.name ?? '-'}`);
      },
      Directive(node) {
        out.push(`@${node.name.value}: ${String(typeInfo.getDirective())}`);
      },
    }),
  );
  return out;
}

describe('TypeInfo', () => {
  it('tracks output types, parent types and field definitions, meta-fields included', () => {
    expect(typesAt('{ __typename dog { name ... on Pet { name } } pet { ... on Dog { barks } } nope { x } }')).toEqual([
      '__typename: String! on Query (__typename)',
      'dog: Dog on Query (dog)',
      'name: String on Dog (name)',
      'name: String on Pet (name)',
      'pet: Pet on Query (pet)',
      'barks: Boolean on Dog (barks)',
      'nope: undefined on Query (-)',
      'x: undefined on undefined (-)',
    ]);
  });

  it('tracks input types through arguments, lists and input objects, with defaults', () => {
    expect(
      typesAt(
        '{ dog { isHouseTrained(atOtherHomes: true) doesKnowCommand(dogCommand: SIT) @skip(if: false) } complicatedArgs { complexArgField(complexArg: { stringListField: ["a"] }) } }',
      ),
    ).toEqual([
      'dog: Dog on Query (dog)',
      'isHouseTrained: Boolean on Dog (isHouseTrained)',
      'arg atOtherHomes: Boolean default true',
      'doesKnowCommand: Boolean on Dog (doesKnowCommand)',
      'arg dogCommand: DogCommand default undefined',
      'enum SIT: SIT',
      '@skip: @skip',
      'arg if: Boolean! default undefined',
      'complicatedArgs: ComplicatedArgs on Query (complicatedArgs)',
      'complexArgField: String on ComplicatedArgs (complexArgField)',
      'arg complexArg: ComplexInput default undefined',
      'field stringListField: [String] in ComplexInput',
      'list item: String',
    ]);
  });

  it('stays in step when a visitor skips a subtree', () => {
    const typeInfo = new TypeInfo(testSchema);
    const seen: string[] = [];
    visit(
      parse('{ dog { mother { name } nickname } cat { name } }'),
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          seen.push(`${node.name.value} on ${String(typeInfo.getParentType())}`);
          return node.name.value === 'mother' ? false : undefined;
        },
      }),
    );
    expect(seen).toEqual(['dog on Query', 'mother on Dog', 'nickname on Dog', 'cat on Query', 'name on Cat']);
  });
});
