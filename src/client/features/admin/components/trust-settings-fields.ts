import type { Path } from 'react-hook-form';
import type { TrustSettings } from '@shared/community/trust';

export interface TrustSettingsGroup {
  legend: string;
  help: string;
  fields: { name: Path<TrustSettings>; label: string; min: number; max: number }[];
}

/** Every number of TrustSettings, grouped as the form shows them (the ranges are the shared schema's). */
export const trustSettingsGroups: TrustSettingsGroup[] = [
  {
    legend: 'Basic member',
    help: 'What a New member reads to become a Basic member, who may post links and images and like more.',
    fields: [
      { name: 'basic.topicsEntered', label: 'Topics entered', min: 0, max: 1000 },
      { name: 'basic.readMinutes', label: 'Minutes read', min: 0, max: 10_000 },
    ],
  },
  {
    legend: 'Member',
    help: 'What a Basic member does, on several days and with some give and take, to become a Member.',
    fields: [
      { name: 'member.topicsEntered', label: 'Topics entered', min: 0, max: 1000 },
      { name: 'member.readMinutes', label: 'Minutes read', min: 0, max: 100_000 },
      { name: 'member.daysVisited', label: 'Days visited', min: 0, max: 365 },
      { name: 'member.likesGiven', label: 'Likes given', min: 0, max: 1000 },
      { name: 'member.likesReceived', label: 'Likes received', min: 0, max: 1000 },
      { name: 'member.repliesWritten', label: 'Replies written', min: 0, max: 1000 },
    ],
  },
  {
    legend: 'First day',
    help: 'A new account’s first 24 hours: how many topics and replies, and the seconds between two of them.',
    fields: [
      { name: 'firstDay.topics', label: 'Topics', min: 0, max: 100 },
      { name: 'firstDay.replies', label: 'Replies', min: 0, max: 1000 },
      { name: 'firstDay.secondsBetween', label: 'Seconds between', min: 0, max: 3600 },
    ],
  },
  {
    legend: 'Likes a day',
    help: 'How many likes a member may give in a day at each level.',
    fields: [
      { name: 'likesPerDay.new', label: 'New member', min: 0, max: 1000 },
      { name: 'likesPerDay.basic', label: 'Basic member', min: 0, max: 1000 },
      { name: 'likesPerDay.member', label: 'Member', min: 0, max: 1000 },
    ],
  },
  {
    legend: 'Reports',
    help: 'A report weighs 1 from a New member, 2 Basic, 3 Member (more with a good record); a post or reply whose reports reach this score is hidden until an admin decides.',
    fields: [{ name: 'reportHideScore', label: 'Hiding score', min: 1, max: 100 }],
  },
];
