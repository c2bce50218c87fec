describe('toasts before the toaster is loaded', () => {
  it('wake the shell on the first toast and are delivered in order once it mounts', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports, @typescript-eslint/consistent-type-imports -- isolateModules needs a synchronous require of a fresh copy
      const { toast, whenToastRequested, deliverToasts } = require('../src/ui/toast') as typeof import('../src/ui/toast');
      const load = jest.fn();
      whenToastRequested(load);
      expect(load).not.toHaveBeenCalled();
      toast('Saved', 'success');
      toast('Second');
      expect(load).toHaveBeenCalled();
      const shown: string[] = [];
      deliverToasts(({ message, variant }) => shown.push(`${variant}:${message}`));
      toast('Third', 'error');
      expect(shown).toEqual(['success:Saved', 'default:Second', 'error:Third']);
    });
  });
});
