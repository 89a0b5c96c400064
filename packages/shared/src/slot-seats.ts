/**
 * A slot's places (architecture: capacity is `gym.capacity` people per hourly slot). "Taken" is
 * counted by the server (paid bookings and unexpired holds); these turn it into what a slot has left.
 */

/** Places a slot still has, never below zero (a gym may lower its capacity after selling places). */
export function seatsLeft(capacity: number, taken: number): number {
  return Math.max(0, capacity - taken);
}

/** Whether one more person fits in the slot. */
export function hasFreeSeat(capacity: number, taken: number): boolean {
  return seatsLeft(capacity, taken) > 0;
}
