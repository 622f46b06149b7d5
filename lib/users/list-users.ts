import 'server-only';
import { usersCollection } from '@/lib/db/users';
import { toUserDto, type UserDto } from './user-dto';

export async function listUsers(): Promise<UserDto[]> {
  const users = await (await usersCollection()).find().sort({ email: 1 }).limit(1000).toArray();
  return users.map(toUserDto);
}
