// A local ESLint rule for STYLE "Layout and boundaries": dependencies point lib → features → app.
// (eslint-plugin-import-x needs unrs-resolver, whose platform bindings this machine's npm registry
// does not carry, so `npm ci` could not install it; relative paths are all the web app uses.)
import path from 'node:path';

/** zones: [{ target, from, except?, message }] with paths relative to the repository root. */
export const boundaries = {
  rules: {
    'no-restricted-paths': {
      meta: { type: 'problem', schema: [{ type: 'object', additionalProperties: true }] },
      create(context) {
        const { zones, root } = context.options[0];
        const file = path.relative(root, context.filename);
        const inside = (p, dir) => p === dir || p.startsWith(dir + '/');
        const active = zones.filter((z) => inside(file, z.target));
        if (active.length === 0) return {};
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const resolved = path.relative(
            root,
            path.resolve(path.dirname(context.filename), source),
          );
          for (const z of active) {
            if (!inside(resolved, z.from)) continue;
            if ((z.except ?? []).some((e) => inside(resolved, path.join(z.from, e)))) continue;
            context.report({ node, message: z.message });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) =>
            node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
