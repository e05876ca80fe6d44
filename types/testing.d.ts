// The jest-dom matchers (toBeInTheDocument, ...) that jest.setup-dom.js installs for every browser test.
/// <reference types="@testing-library/jest-dom" />
