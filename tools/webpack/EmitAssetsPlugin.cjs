// Emits small files (the shell's remotes.json, its web app manifest and icons) next to the bundle.
class EmitAssetsPlugin {
  /** @param {() => Record<string, string | Buffer>} assets file name → content */
  constructor(assets) {
    this.assets = assets;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, content] of Object.entries(this.assets())) {
            compilation.emitAsset(file, new sources.RawSource(content));
          }
        },
      );
    });
  }
}

module.exports = { EmitAssetsPlugin };
