import type { BranchBusinessDetails, DeliveryDetails } from '@troo/shared/contract';

// What the diners' business-details call answers for the test outlet Mama Put, Lekki (tests only).

const NO_DELIVERY: DeliveryDetails = {
  hadPickUpLocation: false,
  hasDeliveryDetails: false,
  pickUpLoacation: [],
  canScheduledDelivery: false,
  deliveryDetails: null,
};

export function outletAnswer(details: Partial<BranchBusinessDetails> = {}, otherData: DeliveryDetails = NO_DELIVERY) {
  const data: BranchBusinessDetails = {
    _id: 'biz',
    uniqueIdentifier: 'u',
    business_identifier: 'mama-put',
    business_name: 'Mama Put',
    business_logo: null,
    business_type: 'Restaurant',
    colour_scheme: '#FF0000',
    orderingDescription: '',
    orderingInstruction: '',
    default_branch_id: 'b1',
    branch_id: 'b1',
    branch_name: 'Lekki',
    ordering: { accepting: true, reason: null },
    prep_min_minutes: 8,
    prep_max_minutes: 13,
    ...details,
  };
  return { status: 200 as const, body: { message: 'OK', data, otherData } };
}
