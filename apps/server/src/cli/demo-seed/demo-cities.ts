import type { DemoCity } from './demo-gym-types.js';
import { bengaluruGyms } from './demo-gyms-by-city/bengaluru.js';
import { chennaiGyms } from './demo-gyms-by-city/chennai.js';
import { delhiGyms } from './demo-gyms-by-city/delhi.js';
import { hyderabadGyms } from './demo-gyms-by-city/hyderabad.js';
import { mumbaiGyms } from './demo-gyms-by-city/mumbai.js';
import { puneGyms } from './demo-gyms-by-city/pune.js';

export const demoCities: DemoCity[] = [
  { name: 'Mumbai', state: 'Maharashtra', ownerEmail: 'owner@example.com', gyms: mumbaiGyms },
  { name: 'Pune', state: 'Maharashtra', ownerEmail: 'owner@example.com', gyms: puneGyms },
  { name: 'Bengaluru', state: 'Karnataka', ownerEmail: 'partner-bengaluru@example.com', gyms: bengaluruGyms },
  { name: 'Delhi', state: 'Delhi', ownerEmail: 'partner-delhi@example.com', gyms: delhiGyms },
  { name: 'Hyderabad', state: 'Telangana', ownerEmail: 'partner-hyderabad@example.com', gyms: hyderabadGyms },
  { name: 'Chennai', state: 'Tamil Nadu', ownerEmail: 'partner-chennai@example.com', gyms: chennaiGyms },
];
