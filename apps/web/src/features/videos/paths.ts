// Where the video screens are. Paths are relative to /panel.
const q = encodeURIComponent;

export const videoPaths = {
  templates: (businessId: string) => `/customer/video-templates?businessId=${q(businessId)}`,
  template: (businessId: string, templateId: string) =>
    `/customer/video-templates?businessId=${q(businessId)}&templateId=${q(templateId)}`,
  video: (businessId: string, videoNo: number) =>
    `/customer/video-templates?businessId=${q(businessId)}&videoNo=${videoNo}`,
  myVideos: '/customer/projects?projectType=promotional_video',
};

/** A positive whole number from the address, or null. */
export function positiveIntParam(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
}
