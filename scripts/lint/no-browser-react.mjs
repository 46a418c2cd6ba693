// @ts-check
// An ESLint rule for the site's one architectural promise: built pages ship without React in the
// browser (scripts/build/strip-runtime.mjs), so React code that only does something once React runs
// in the browser works in `npm run dev` and ships dead. Outside components/behaviors/ it refuses:
// - hook calls (useState, useEffect, React.useRef, …), except the ones listed in `allow`, which
//   only read something while the page is rendered at build (usePathname);
// - event-handler props (onClick, onChange, …) on any element;
// - class components (React.Component / PureComponent: state and lifecycle methods).
// Interactive parts are server markup plus a behaviour in components/behaviors/ (docs/architecture.md).

const HOOK = /^use[A-Z0-9]/;
const EVENT_PROP = /^on[A-Z]/;
const CLASS_BASES = new Set(['Component', 'PureComponent']);

const WHY = 'the built pages ship without React in the browser';
const INSTEAD = 'render the markup on the server and add a behaviour in components/behaviors/';

/** @type {import('eslint').Rule.RuleModule} */
export const noBrowserReact = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse React code that needs the browser runtime (hooks, event props, state)' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      hook: `{{name}}() only does something while React runs in the page, and ${WHY}: ${INSTEAD}.`,
      eventProp: `{{name}} would never run: ${WHY}. Use a data attribute and a behaviour in components/behaviors/.`,
      classComponent: `A class component's state needs React running in the page, and ${WHY}: ${INSTEAD}.`,
    },
  },
  create(context) {
    const allowed = new Set(context.options[0]?.allow ?? []);
    /** @param {import('estree').Node} node */
    const nameOf = (node) =>
      node.type === 'Identifier'
        ? node.name
        : node.type === 'MemberExpression' && node.property.type === 'Identifier'
          ? node.property.name
          : undefined;
    return {
      CallExpression(node) {
        const name = nameOf(node.callee);
        if (name && HOOK.test(name) && !allowed.has(name)) {
          context.report({ node, messageId: 'hook', data: { name } });
        }
      },
      /** @param {any} node a JSXAttribute (ESTree's types do not include JSX) */
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (name && EVENT_PROP.test(name)) context.report({ node, messageId: 'eventProp', data: { name } });
      },
      'ClassDeclaration, ClassExpression'(/** @type {import('estree').Class} */ node) {
        const base = node.superClass && nameOf(node.superClass);
        if (base && CLASS_BASES.has(base)) context.report({ node, messageId: 'classComponent' });
      },
    };
  },
};

/** The local plugin, registered as `local` in eslint.config.mjs. */
const plugin = { meta: { name: 'explore-bandung' }, rules: { 'no-browser-react': noBrowserReact } };
export default plugin;
