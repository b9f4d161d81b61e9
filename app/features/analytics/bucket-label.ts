/**
 * Chart and table labels for a series bucket: a Harare day ('2026-11-23' → '23 Nov') or month ('Nov 2026'), in
 * the page's language (CLDR's abbreviated month names, held here: workerd has no sn/nd Intl data).
 */
const MONTHS: Record<string, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sn: ['Ndi', 'Kuk', 'Kur', 'Kub', 'Chv', 'Chk', 'Chg', 'Nya', 'Gun', 'Gum', 'Mbu', 'Zvi'],
  nd: ['Zib', 'Nhlo', 'Mbi', 'Mab', 'Nkw', 'Nhla', 'Ntu', 'Ncw', 'Mpan', 'Mfu', 'Lwe', 'Mpal'],
};

export function bucketLabel(bucket: string, lang = 'en'): string {
  const [year, month, day] = bucket.split('-').map(Number);
  const name = (MONTHS[lang] ?? MONTHS.en)[(month ?? 1) - 1] ?? '';
  return day ? `${day} ${name}` : `${name} ${year}`;
}

/** The range as a sentence: '24 Oct – 23 Nov 2026'. */
export function rangeLabel(from: string, to: string, lang = 'en'): string {
  return `${bucketLabel(from, lang)} – ${bucketLabel(to, lang)} ${to.slice(0, 4)}`;
}
