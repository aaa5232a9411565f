export { APP_SCRIPTS, APP_VERSIONS, appManifest } from './app-manifest.js';
export { type CreateIo, create, processIo } from './create.js';
export { CreateError, type CreateErrorCode, createErrors } from './errors.js';
export { HELP } from './help.js';
export { type Installer, runInstall } from './install.js';
export { isInteractive } from './interactive.js';
export { nextSteps } from './next-steps.js';
export { checkNodeVersion, MIN_NODE } from './node-version.js';
export {
  type CliOptions,
  type PackageManager,
  packageManagers,
  parseOptions,
  type TemplateName,
  templates,
} from './options.js';
export { ownVersion } from './own-version.js';
export { detectPackageManager, runCommand } from './package-manager.js';
export { packageNameFor } from './package-name.js';
export { askMissing, DEFAULT_FOLDER, type Terminal } from './prompt.js';
export { type AppSpec, appPath, TEMPLATES_DIR, writeApp } from './scaffold.js';
export { checkTargetFolder } from './target-folder.js';
