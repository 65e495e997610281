import {
  bannerInputSchema,
  customerServiceInputSchema,
  vipLabelInputSchema,
} from '@member-app/contract/schemas/admin-content';
import { describe, expect, it } from 'vitest';
import { CONTENT_SPECS } from './content-types';
import { dropInOrder, moveInOrder, previewNote, toBody, toFormValues } from './rules';

const banner = CONTENT_SPECS.banners!;

describe('content editor values', () => {
  it('a banner read from the API comes back unchanged from its form', () => {
    const item = {
      groupName: 'main',
      title: 'Welcome',
      imageUrl: '/uploads/a.png',
      linkageType: 'URL',
      linkage: 'https://example.com',
      vendor: null,
      gameType: null,
      roomId: null,
      nodeId: null,
      startAt: new Date(2026, 10, 25, 8, 0).getTime(),
      endAt: null,
    };
    expect(toBody(banner.fields, toFormValues(banner.fields, item))).toEqual(item);
  });
  it('empty optional fields are sent as null, so the contract schema accepts them', () => {
    const body = toBody(banner.fields, {
      groupName: 'main',
      title: 'x',
      imageUrl: '/a.png',
      linkageType: '',
      linkage: '',
      vendor: '',
      gameType: '',
      startAt: '',
      endAt: '',
    });
    expect(body.linkageType).toBeNull();
    expect(bannerInputSchema.safeParse(body).success).toBe(true);
  });
  it('an image that is neither a site path nor https is refused with the contract message', () => {
    const values = toFormValues(banner.fields, {
      groupName: 'main',
      title: 'x',
      imageUrl: 'javascript:alert(1)',
    });
    const result = bannerInputSchema.safeParse(toBody(banner.fields, values));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['imageUrl']);
  });
});

describe('list fields', () => {
  const label = CONTENT_SPECS['vip-labels']!;
  const cs = CONTENT_SPECS['customer-service']!;
  it('VIP rank conditions are one "name: target" per line', () => {
    const item = {
      labelName: 'Gold',
      type: 'AUTO',
      rankLevel: 3,
      rankConditions: [
        { name: 'deposits', target: 10 },
        { name: 'turnover', target: 5000 },
      ],
    };
    const values = toFormValues(label.fields, item);
    expect(values.rankConditions).toBe('deposits: 10\nturnover: 5000');
    expect(toBody(label.fields, values)).toEqual(item);
    expect(vipLabelInputSchema.safeParse(toBody(label.fields, values)).success).toBe(true);
  });
  it('a condition without a number is refused by the contract', () => {
    const body = toBody(label.fields, {
      labelName: 'Gold',
      type: 'AUTO',
      rankLevel: '3',
      rankConditions: 'deposits',
    });
    expect(vipLabelInputSchema.safeParse(body).success).toBe(false);
  });
  it('VIP label ids are typed with commas', () => {
    const body = toBody(cs.fields, {
      csType: 'LIVECHAT',
      csPosition: 'CHAT',
      title: 'Chat',
      url: 'https://chat.example.com',
      labelIds: '1, 2 ,3',
    });
    expect(body.labelIds).toEqual([1, 2, 3]);
    expect(customerServiceInputSchema.safeParse(body).success).toBe(true);
  });
});

describe('display order', () => {
  it('moves an item up and down, and keeps the ends', () => {
    expect(moveInOrder([1, 2, 3], 3, -1)).toEqual([1, 3, 2]);
    expect(moveInOrder([1, 2, 3], 1, 1)).toEqual([2, 1, 3]);
    expect(moveInOrder([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
  });
  it('drops a dragged item in the place of the target', () => {
    expect(dropInOrder([1, 2, 3, 4], 4, 1)).toEqual([4, 1, 2, 3]);
    expect(dropInOrder([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
  });
});

describe('what the phone preview says under the frame', () => {
  it('the reward center and the missions show as a new member sees them', () => {
    expect(previewNote('promotions', { rewardCenter: true })).toBe('newMember');
    expect(previewNote('missions', { title: 'Log in' })).toBe('newMember');
    expect(previewNote('banners', { title: 'Spring' })).toBeNull();
  });
  it('a promotion out of the reward center shows nowhere to players', () => {
    expect(previewNote('promotions', { rewardCenter: false })).toBe('notListed');
  });
});
