require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// A route's first render compiles its lazily loaded module; with the server's tests sharing the machine's two
// cores in one jest run, that can pass the library's 1 s default for findBy* on its own (and 5 s, seen in CI).
configure({ asyncUtilTimeout: 15_000 });
