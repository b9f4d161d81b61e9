import type { AreaCatalogue } from '../area';
import type { errors as english } from '../en/errors';

export const errors: AreaCatalogue<typeof english> = {
  'errors.notFoundTitle': 'Ikhasi alitholakalanga',
  'errors.notFoundBody': 'Asilitholanga ikhasi lelo. Kungenzeka lisusiwe, kumbe isaziso sesiphelile.',
  'errors.goHome': 'Yana ekhasini lokuqala',
  'errors.browseCategories': 'Khangela izinhlobo zezinto',
  'errors.forbiddenTitle': 'Kawuvunyelwa ukubona ikhasi leli',
  'errors.forbiddenBody': 'Ikhasi leli ngelenye i-akhawunti. Nxa ucabanga ukuthi kumele ulibone, ngena nge-akhawunti eqondileyo.',
  'errors.backToMusika': 'Buyela ku-Musika',
  'errors.unavailableTitle': 'I-Musika kayitholakali okwesikhatshana',
  'errors.unavailableBody': 'Kasikwazi ukufinyelela kulwazi lwesitolo khathesi. Akukho okwenzileyo okulahlekileyo: zama futhi ngemva komzuzu.',
  'errors.tryAgain': 'Zama futhi',
  'errors.serverTitle': 'Iseva yethu ibe lenkinga',
  'errors.serverBody': 'Kukhona okwehlulekileyo ngakithi. Zama futhi ngemva kwesikhatshana.',
  'errors.routeTitle': 'Kukhona okungahambanga kuhle',
  'errors.routeBody': 'Uxolo, kukhona okungahambanga kuhle ekuvuleni ikhasi leli.',
  'errors.reload': 'Vula ikhasi futhi',
};
