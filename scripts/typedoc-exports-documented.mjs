// TypeDoc plugin: every public export of every package has a doc comment (STYLE.md), or the docs
// build fails. TypeDoc's own notDocumented check is per reflection kind, so it either also demands
// a comment on every member of every exported interface and class, or (without "Function") skips
// functions altogether; this checks exactly the exports.
import { Application, ReflectionKind } from 'typedoc';

/** A declaration counts as documented when it, or one of its signatures, has a comment. */
function documented(reflection) {
  if (reflection.hasComment()) return true;
  const signatures = [
    ...(reflection.signatures ?? []),
    ...(reflection.type?.type === 'reflection' ? (reflection.type.declaration.signatures ?? []) : []),
  ];
  return signatures.some((signature) => signature.hasComment());
}

/** @param {Application} app */
export function load(app) {
  // In packages mode TypeDoc validates each package's project and then the merged one: report once.
  const reported = new Set();
  app.on(Application.EVENT_VALIDATE_PROJECT, (project) => {
    const modules = project.getChildrenByKind(ReflectionKind.Module);
    for (const module of modules.length > 0 ? modules : [project]) {
      for (const exported of module.children ?? []) {
        // A re-export is documented where it is declared.
        if (exported.kindOf(ReflectionKind.Reference) || documented(exported)) continue;
        const source = exported.sources?.[0];
        const where = source ? ` (${source.fileName}:${source.line})` : '';
        const message = `${module.name}: the public export ${exported.name}${where} has no doc comment`;
        if (!reported.has(message)) app.logger.error(message);
        reported.add(message);
      }
    }
  });
}
