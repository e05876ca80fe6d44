// One jest run covers every package; each package keeps its own config beside its code.
module.exports = {
  // Global, so a project's own setting would be ignored: server tests hash passwords with argon2.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/shared/*',
    '<rootDir>/hosts/shell',
    '<rootDir>/remotes/admin',
    '<rootDir>/remotes/agent',
    '<rootDir>/server',
  ],
};
