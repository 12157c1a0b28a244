/** Step 1 of the join form filled in as an applicant would (HTML in the text is kept as typed). */
export const joinDetails = (key: string) => ({
  fullName: "Hajara Sulaiman",
  phoneNumber: "0806 123 4602",
  email: "hajara@example.com",
  contactAddress: "Maradun, Zamfara State",
  nextOfKin: "Sulaiman Bello, 0803 000 0000",
  businessName: "Hajara Farms",
  businessType: "agriculture",
  whyJoin: "To learn <b>bookkeeping</b> & meet buyers.",
  membershipPlan: "pro",
  directoryConsent: "on",
  idempotencyKey: key,
});
