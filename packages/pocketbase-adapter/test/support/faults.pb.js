// Test-only hooks (loaded by the tests' launcher through `extraHooks`, never in production): they make
// the last step of a multi-record write fail for accounts whose email starts with "fault-".

// Sign-up: the last step saves the user with its first set as the picker set.
onRecordUpdate((e) => {
  if (e.record.email().startsWith('fault-signup') && e.record.getString('pickerSet') !== '') {
    throw new BadRequestError('Injected sign-up fault.');
  }
  e.next();
}, 'users');

// Account deletion: the last step deletes the user row, after the cascades.
onRecordDelete((e) => {
  e.next();
  if (e.record.email().startsWith('fault-delete')) throw new BadRequestError('Injected deletion fault.');
}, 'users');
