// Query keys of feedback and leads (one factory for the domain, as in src/api/query-keys.ts).
export const enquiryKeys = {
  all: ['enquiries'] as const,
  feedback: () => [...enquiryKeys.all, 'feedback'] as const,
  feedbackPages: (businessId: string | null) => [...enquiryKeys.feedback(), 'pages', businessId ?? 'all'] as const,
  leads: () => [...enquiryKeys.all, 'leads'] as const,
  leadPages: (businessId: string | null) => [...enquiryKeys.leads(), 'pages', businessId ?? 'all'] as const,
  unread: () => [...enquiryKeys.all, 'unread'] as const,
  deleteFeedback: () => [...enquiryKeys.feedback(), 'delete'] as const,
  deleteLead: () => [...enquiryKeys.leads(), 'delete'] as const,
  markSeen: () => [...enquiryKeys.unread(), 'markSeen'] as const,
  csv: () => [...enquiryKeys.leads(), 'csv'] as const,
};
