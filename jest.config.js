// One jest run covers every package; each package keeps its own config beside its code.
module.exports = {
  projects: [
    '<rootDir>/shared/*',
    '<rootDir>/hosts/shell',
    '<rootDir>/remotes/admin',
    '<rootDir>/remotes/agent',
    '<rootDir>/server',
  ],
};
