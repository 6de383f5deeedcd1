import type { Config } from '../config';
import type { User } from '../lib/caller';

/**
 * Whether the caller may add files: contributors only while the site lets them (`contributors_upload_files`,
 * docs/settings.md), as WordPress's `upload_files` capability.
 */
export const mayUpload = (caller: Pick<User, 'role'>, config: Pick<Config, 'contributorsUploadFiles'>) =>
  caller.role !== 'contributor' || config.contributorsUploadFiles;
