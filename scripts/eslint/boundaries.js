// A local ESLint rule for STYLE "Layout and boundaries": dependencies point one way (web: lib →
// features → app; server: lib, db, domain, providers → modules → app.ts). Both apps import each
// other's folders by relative paths only, which is all this rule has to resolve.
import path from 'node:path';

/**
 * zones: [{ target, from, except?, allow?, message }] with paths relative to the repository root.
 * `except` names folders of `from` that stay allowed; `allow` is a list of regular expressions a
 * resolved path (without extension) may match to stay allowed, e.g. another module's public file.
 */
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
            const bare = resolved.replace(/\.[cm]?[jt]sx?$/, '');
            if ((z.allow ?? []).some((pattern) => new RegExp(pattern).test(bare))) continue;
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
