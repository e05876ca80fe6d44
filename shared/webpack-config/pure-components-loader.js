// react-router's package defines each component and context at its module's top level with a call
// (`var Form = React.forwardRef(...)`, then `Form.displayName = "Form"`), which a minifier must keep even when
// no app uses it: the call might have side effects. They have none (React only wraps the function), so this
// loader marks those calls pure and drops the display names (read only by React's developer tools), and the
// minifier removes what no app imports (the router's forms, a few hundred bytes gzipped of the public pages'
// first download, issue 37).
const TOP_LEVEL_WRAPPED = /^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const TOP_LEVEL_DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";\n/gm;

function pureComponentsLoader(source) {
  return source.replace(TOP_LEVEL_WRAPPED, '$1/* @__PURE__ */ $2').replace(TOP_LEVEL_DISPLAY_NAME, '');
}

module.exports = pureComponentsLoader;
/** The webpack rule: react-router's published modules. */
module.exports.pureComponentsRule = { test: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.mjs$/, loader: __filename };
