/**
 * French "de" before a landmark's name, with its article ("près de Tour Eiffel" must read "près de la
 * Tour Eiffel"): de + le = du, de + les = des, de la, de l’. Names without an article here take a plain "de".
 */
const ARTICLE: Record<string, 'le' | 'la' | 'les' | 'l’'> = {
  'Tour Eiffel': 'la',
  'Musée du Louvre': 'le',
  'Arc de Triomphe': 'l’',
  'Palais de Buckingham': 'le',
  'Tour de Londres': 'la',
  'Grand-Place': 'la',
  Atomium: 'l’',
  'Manneken Pis': 'le',
  'Thermes romains': 'les',
  'Abbaye de Bath': 'l’',
  'Royal Crescent': 'le',
  'Sagrada Família': 'la',
  'Park Güell': 'le',
  'Casa Batlló': 'la',
  'Musée du Prado': 'le',
  'Palais royal': 'le',
  'Parc du Retiro': 'le',
}

export function deFr(name: string): string {
  switch (ARTICLE[name]) {
    case 'le':
      return `du ${name}`
    case 'les':
      return `des ${name}`
    case 'la':
      return `de la ${name}`
    case 'l’':
      return `de l’${name}`
    default:
      return `de ${name}`
  }
}

/** A landmark's name with its article ("Vues sur le Palais de Buckingham", not "Vues sur Palais de Buckingham"). */
export function withArticleFr(name: string): string {
  switch (ARTICLE[name]) {
    case 'le':
      return `le ${name}`
    case 'les':
      return `les ${name}`
    case 'la':
      return `la ${name}`
    case 'l’':
      return `l’${name}`
    default:
      return name
  }
}
