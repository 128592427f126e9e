/**
 * The phone fields' masks (account spec §3 "Phone mask", §7 "Phone countries and phone masks: fetch"):
 * the platform's form rules chunk, loaded on use with the masks of every country; null until it is
 * there (or if it fails: the fields then take the number as typed and the generic checks apply).
 */
import { useEffect, useState } from 'react';
import { loadFormRules, type PhoneMasking } from '@kickoff/platform';

export function usePhoneMasking(): PhoneMasking | null {
  const [masking, setMasking] = useState<PhoneMasking | null>(null);
  useEffect(() => {
    let live = true;
    loadFormRules().then((rules) => rules.phoneMasking()).then(
      (m) => live && setMasking(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return masking;
}
