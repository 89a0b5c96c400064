import { describe, expect, it } from 'vitest';
import { rangeProblem } from './insights-range';

// Issue 26: the server takes dates from 2020-01-01 to two years after today; the picker says so first.
describe('rangeProblem', () => {
  const today = '2030-06-10';

  it('names a range outside the window before asking the server', () => {
    expect(rangeProblem({ from: '9999-12-31', to: '9999-12-31' }, today)).toBe('window');
    expect(rangeProblem({ from: '2019-12-31', to: '2020-01-05' }, today)).toBe('window');
    expect(rangeProblem({ from: '2032-06-01', to: '2032-06-11' }, today)).toBe('window');
  });

  it('takes a range inside it, and still names the order and the length', () => {
    expect(rangeProblem({ from: '2020-01-01', to: '2020-12-31' }, today)).toBeUndefined();
    expect(rangeProblem({ from: '2032-06-01', to: '2032-06-10' }, today)).toBeUndefined();
    expect(rangeProblem({ from: '2030-06-10', to: '2030-06-01' }, today)).toBe('order');
    expect(rangeProblem({ from: '2029-01-01', to: '2030-01-02' }, today)).toBe('length');
  });
});
