// Stylesheets have no behaviour to test; jest sees an empty module.
module.exports = {};
