export type ProfileDoc = {
  email: string;
  name: string;
  phoneNumber?: string;
  education?: string;
  img?: string;
  updatedAt: Date;
};
