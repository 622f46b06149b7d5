import 'server-only';
import { nextInSequence, raiseSequenceTo } from '@/lib/db';
import { highestNumberWithPrefix } from './store/products';
import {
  AppError,
  isAppError,
  AUTO_PART_NUMBERS_USED_UP,
  formatPartNumber,
  PART_NUMBER_PREFIX,
  PART_NUMBER_SEQUENCE,
} from '@/lib/model';

const takenMessage = (partNumber: string) => `Part number ${partNumber} is already used by another part`;

/** A write refused for its part number, as the 409 the admin reads (with the field named). */
export async function withUniquePartNumber<T>(partNumber: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isAppError(error, 'conflict') || error.code !== 'conflict:part-number') throw error;
    throw new AppError('conflict:part-number', takenMessage(partNumber), {
      partNumber: takenMessage(partNumber),
    });
  }
}

/**
 * Writes a new part under the next free PS-number. Numbers come from one counter; a number an
 * admin or an import gave by hand may be in the way, and then the counter jumps past the highest
 * PS-number in use instead of trying them one by one.
 */
export async function withNewPartNumber<T>(write: (partNumber: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    const partNumber = formatPartNumber(await nextInSequence(PART_NUMBER_SEQUENCE));
    if (!partNumber)
      throw new AppError('conflict:part-number', AUTO_PART_NUMBERS_USED_UP, {
        partNumber: AUTO_PART_NUMBERS_USED_UP,
      });
    try {
      return await write(partNumber);
    } catch (error) {
      if (!(isAppError(error, 'conflict') && error.code === 'conflict:part-number') || attempt >= 3)
        throw error;
      await raiseSequenceTo(PART_NUMBER_SEQUENCE, await highestNumberWithPrefix(PART_NUMBER_PREFIX));
    }
  }
}
