import { createAppStore } from '@troo/shared';
import { emptyBankRegistration, emptyRegistration, registerSlice, type OnboardingState } from './registration-slice';

describe("onboarding's slices", () => {
  it('join the page’s store when the register screen’s module loads', async () => {
    const { store } = createAppStore();
    expect(store.getState()).not.toHaveProperty('register');
    await import('../exposes/register');
    const state = () => store.getState() as unknown as OnboardingState;
    expect(state().register).toEqual(emptyRegistration);
    expect(state().bankRegister).toEqual(emptyBankRegistration);
    store.dispatch(registerSlice.actions.updateRegistration({ name: 'Mama Put' }));
    expect(state().register.name).toBe('Mama Put');
  });
});
