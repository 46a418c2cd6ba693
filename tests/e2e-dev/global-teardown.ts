import { removeDevDraft } from '../../scripts/test/dev-draft.mjs';

// The dev server removes its draft when it stops; this removes it too, should the server have been
// killed first.
export default function globalTeardown() {
  removeDevDraft();
}
