const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Links the web app manifest and sets the theme colour in the shell's page, outside its page-head region,
 * so server-rendered pages keep them too. The page template is shared with the remotes, which are not
 * installable: these tags belong to the shell only.
 */
class WebAppHeadTags {
  constructor({ manifest, themeColor, icon }) {
    this.tags = [
      { tagName: 'link', attributes: { rel: 'manifest', href: manifest } },
      { tagName: 'meta', attributes: { name: 'theme-color', content: themeColor } },
      { tagName: 'link', attributes: { rel: 'apple-touch-icon', href: icon } },
    ];
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('WebAppHeadTags', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('WebAppHeadTags', (groups) => {
        groups.headTags.unshift(...this.tags.map((tag) => HtmlWebpackPlugin.createHtmlTagObject(tag.tagName, tag.attributes)));
        return groups;
      });
    });
  }
}

module.exports = { WebAppHeadTags };
