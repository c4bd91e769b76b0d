/**
 * Sentence banks for the composed training reviews (composed.ts): plain facts (no opinion), praise, complaints and
 * verdicts, each the same sentence in en, da, de, es, fr. Composed into reviews whose label follows from the parts
 * (a fact alone is neutral; a fact with praise positive; praise "but" a complaint negative, …), they teach the model
 * that the words of an order, a booking, a time or a price carry no opinion by themselves, and that the verdict
 * decides a mixed review. Written for the model; not evaluation data.
 */
export type Five = [en: string, da: string, de: string, es: string, fr: string];

export const FACTS: Five[] = [
  ["We ordered two pizzas and a salad around half past six.", "Vi bestilte to pizzaer og en salat omkring halv syv.", "Wir haben gegen halb sieben zwei Pizzen und einen Salat bestellt.", "Pedimos dos pizzas y una ensalada sobre las seis y media.", "On a commandé deux pizzas et une salade vers dix-huit heures trente."],
  ["The food arrived at 8:15.", "Maden kom kl. 20.15.", "Das Essen kam um 20:15 Uhr.", "La comida llegó a las 20:15.", "Le repas est arrivé à 20h15."],
  ["We were a group of eight for my father's birthday.", "Vi var otte personer til min fars fødselsdag.", "Wir waren zu acht zum Geburtstag meines Vaters.", "Éramos ocho para el cumpleaños de mi padre.", "Nous étions huit pour l'anniversaire de mon père."],
  ["I booked a table for two on Friday evening.", "Jeg bestilte bord til to fredag aften.", "Ich habe für Freitagabend einen Tisch für zwei reserviert.", "Reservé mesa para dos el viernes por la noche.", "J'ai réservé une table pour deux vendredi soir."],
  ["The order was for the office, twelve lunch boxes.", "Bestillingen var til kontoret, tolv frokostkasser.", "Die Bestellung war fürs Büro, zwölf Lunchboxen.", "El pedido era para la oficina, doce cajas de almuerzo.", "La commande était pour le bureau, douze boîtes repas."],
  ["We had the tasting menu with the wine pairing.", "Vi fik smagsmenuen med vinmenu.", "Wir hatten das Degustationsmenü mit Weinbegleitung.", "Tomamos el menú degustación con maridaje.", "Nous avons pris le menu dégustation avec l'accord mets et vins."],
  ["I paid with the app and picked the order up myself.", "Jeg betalte i appen og hentede selv maden.", "Ich habe in der App bezahlt und das Essen selbst abgeholt.", "Pagué con la app y recogí el pedido yo mismo.", "J'ai payé dans l'appli et récupéré la commande moi-même."],
  ["It was our first visit.", "Det var første gang vi var der.", "Es war unser erster Besuch.", "Era nuestra primera visita.", "C'était notre première visite."],
  ["The catering was for a christening, about forty guests.", "Cateringen var til en barnedåb, omkring fyrre gæster.", "Das Catering war für eine Taufe, etwa vierzig Gäste.", "El catering era para un bautizo, unos cuarenta invitados.", "Le traiteur était pour un baptême, une quarantaine d'invités."],
  ["We sat on the terrace.", "Vi sad på terrassen.", "Wir saßen auf der Terrasse.", "Nos sentamos en la terraza.", "On s'est installés en terrasse."],
  ["I had the fish of the day and my wife had the risotto.", "Jeg fik dagens fisk, og min kone fik risotto.", "Ich hatte den Fisch des Tages und meine Frau das Risotto.", "Yo pedí el pescado del día y mi mujer el risotto.", "J'ai pris le poisson du jour et ma femme le risotto."],
  ["The bill was 74 euros for two.", "Regningen var på 560 kroner for to.", "Die Rechnung betrug 74 Euro für zwei.", "La cuenta fueron 74 euros para dos.", "L'addition était de 74 euros pour deux."],
  ["We ordered through the app on a Sunday evening.", "Vi bestilte via appen en søndag aften.", "Wir haben an einem Sonntagabend über die App bestellt.", "Pedimos por la app un domingo por la noche.", "Nous avons commandé via l'appli un dimanche soir."],
  ["The courier came on a bike.", "Buddet kom på cykel.", "Der Fahrer kam mit dem Fahrrad.", "El repartidor vino en bici.", "Le livreur est venu à vélo."],
  ["It was a work lunch with three colleagues.", "Det var en arbejdsfrokost med tre kolleger.", "Es war ein Arbeitsessen mit drei Kollegen.", "Era una comida de trabajo con tres compañeros.", "C'était un déjeuner de travail avec trois collègues."],
  ["We booked the private room for the company's Christmas party.", "Vi bookede det private lokale til firmaets julefrokost.", "Wir haben den Nebenraum für die Weihnachtsfeier der Firma gebucht.", "Reservamos el reservado para la cena de Navidad de la empresa.", "Nous avons réservé le salon privé pour la fête de Noël de l'entreprise."],
  ["I mentioned my gluten intolerance when I ordered.", "Jeg nævnte min glutenintolerance, da jeg bestilte.", "Ich habe bei der Bestellung meine Glutenunverträglichkeit erwähnt.", "Mencioné mi intolerancia al gluten al pedir.", "J'ai signalé mon intolérance au gluten en commandant."],
  ["We came for Sunday brunch.", "Vi kom til søndagsbrunch.", "Wir kamen zum Sonntagsbrunch.", "Vinimos al brunch del domingo.", "Nous sommes venus pour le brunch du dimanche."],
  ["The delivery was to the fourth floor, there is no lift.", "Leveringen var til fjerde sal, der er ingen elevator.", "Die Lieferung ging in den vierten Stock, es gibt keinen Aufzug.", "La entrega era a un cuarto piso sin ascensor.", "La livraison était au quatrième étage, sans ascenseur."],
  ["We ordered the family menu for four.", "Vi bestilte familiemenuen til fire.", "Wir haben das Familienmenü für vier bestellt.", "Pedimos el menú familiar para cuatro.", "Nous avons pris le menu famille pour quatre."],
  ["The kids had the children's menu.", "Børnene fik børnemenuen.", "Die Kinder hatten das Kindermenü.", "Los niños tomaron el menú infantil.", "Les enfants ont pris le menu enfant."],
  ["The table was by the window.", "Bordet var ved vinduet.", "Der Tisch war am Fenster.", "La mesa estaba junto a la ventana.", "La table était près de la fenêtre."],
  ["Ordered a curry, rice and two naans.", "Bestilte en karry, ris og to naan.", "Ein Curry, Reis und zwei Naan bestellt.", "Pedí un curry, arroz y dos naan.", "Commandé un curry, du riz et deux naans."],
  ["We were there on a Tuesday at lunchtime.", "Vi var der en tirsdag til frokost.", "Wir waren an einem Dienstagmittag dort.", "Fuimos un martes a mediodía.", "Nous y étions un mardi midi."],
  ["The buffet was for sixty people at a conference.", "Buffeten var til tres personer til en konference.", "Das Buffet war für sechzig Personen bei einer Konferenz.", "El bufé era para sesenta personas en un congreso.", "Le buffet était pour soixante personnes lors d'un congrès."],
  ["I asked for the dressing on the side.", "Jeg bad om dressingen ved siden af.", "Ich habe das Dressing extra bestellt.", "Pedí el aliño aparte.", "J'ai demandé la sauce à part."],
  ["Our order number was 4471.", "Vores ordrenummer var 4471.", "Unsere Bestellnummer war 4471.", "Nuestro número de pedido era el 4471.", "Notre numéro de commande était le 4471."],
  ["The restaurant moved to a new address last month.", "Restauranten flyttede til en ny adresse sidste måned.", "Das Restaurant ist letzten Monat umgezogen.", "El restaurante se mudó el mes pasado.", "Le restaurant a déménagé le mois dernier."],
  ["We came by car and parked in the street behind.", "Vi kom i bil og parkerede i gaden bagved.", "Wir kamen mit dem Auto und parkten in der Straße dahinter.", "Vinimos en coche y aparcamos en la calle de atrás.", "Nous sommes venus en voiture et nous sommes garés dans la rue derrière."],
  ["I ordered the same as last week.", "Jeg bestilte det samme som i sidste uge.", "Ich habe dasselbe wie letzte Woche bestellt.", "Pedí lo mismo que la semana pasada.", "J'ai commandé la même chose que la semaine dernière."],
];

export const PRAISE: Five[] = [
  ["Everything was spot on.", "Alt var helt i skabet.", "Alles war auf den Punkt.", "Todo estuvo en su punto.", "Tout était impeccable."],
  ["Great value for what you get.", "Rigtig meget for pengene.", "Für das Geld bekommt man richtig viel.", "Muy buena relación calidad-precio.", "Excellent rapport qualité-prix."],
  ["The guests are still talking about the food.", "Gæsterne taler stadig om maden.", "Die Gäste reden immer noch vom Essen.", "Los invitados todavía hablan de la comida.", "Les invités parlent encore du repas."],
  ["The staff made us feel at home.", "Personalet fik os til at føle os hjemme.", "Das Personal hat uns das Gefühl gegeben, zu Hause zu sein.", "El personal nos hizo sentir como en casa.", "Le personnel nous a fait nous sentir comme à la maison."],
  ["Still piping hot when it got here.", "Den var stadig rygende varm, da den kom.", "Es war noch dampfend heiß, als es ankam.", "Llegó todavía humeando.", "C'était encore brûlant à l'arrivée."],
  ["I'd go back tomorrow.", "Jeg ville tage derhen igen i morgen.", "Ich würde morgen wieder hingehen.", "Volvería mañana mismo.", "J'y retournerais demain."],
  ["The portions were generous and the price fair.", "Portionerne var store og prisen rimelig.", "Die Portionen waren großzügig und der Preis fair.", "Raciones generosas y precio justo.", "Les portions étaient généreuses et le prix honnête."],
  ["They handled my allergy perfectly.", "De tog sig perfekt af min allergi.", "Mit meiner Allergie sind sie perfekt umgegangen.", "Trataron mi alergia a la perfección.", "Ils ont parfaitement géré mon allergie."],
  ["The set-up for the party was beautiful and nothing was forgotten.", "Opdækningen til festen var smuk, og intet var glemt.", "Die Dekoration für die Feier war wunderschön und nichts wurde vergessen.", "El montaje de la fiesta era precioso y no faltó nada.", "La mise en place pour la fête était magnifique et rien n'a été oublié."],
  ["Every plate came back empty.", "Alle tallerkener kom tomme tilbage.", "Jeder Teller ging leer zurück.", "Todos los platos volvieron vacíos.", "Toutes les assiettes sont reparties vides."],
  ["The driver was friendly and right on time.", "Buddet var venligt og kom præcis til tiden.", "Der Fahrer war freundlich und auf die Minute pünktlich.", "El repartidor fue amable y llegó puntual.", "Le livreur était aimable et pile à l'heure."],
  ["Best meal we've had in months.", "Det bedste måltid vi har fået i månedsvis.", "Das beste Essen seit Monaten.", "La mejor comida en meses.", "Le meilleur repas depuis des mois."],
  ["Our waitress went out of her way for us.", "Vores servitrice gjorde alt for os.", "Unsere Kellnerin hat sich für uns richtig ins Zeug gelegt.", "Nuestra camarera se desvivió por nosotros.", "Notre serveuse s'est mise en quatre pour nous."],
  ["You can taste that it's made from scratch.", "Man kan smage, at alt er lavet fra bunden.", "Man schmeckt, dass alles selbst gemacht ist.", "Se nota que todo es casero.", "On sent que tout est fait maison."],
  ["Worth every cent.", "Hver en krone værd.", "Jeden Cent wert.", "Vale cada céntimo.", "Ça vaut chaque centime."],
  ["The kids loved it and so did we.", "Børnene elskede det, og det gjorde vi også.", "Die Kinder waren begeistert und wir auch.", "A los niños les encantó y a nosotros también.", "Les enfants ont adoré et nous aussi."],
  ["The catering made our day so much easier.", "Cateringen gjorde vores dag meget lettere.", "Das Catering hat uns den Tag so viel leichter gemacht.", "El catering nos facilitó muchísimo el día.", "Le traiteur nous a tellement facilité la journée."],
  ["The chef came out to say hello, a lovely touch.", "Kokken kom ud og sagde hej, en dejlig gestus.", "Der Koch kam raus, um Hallo zu sagen, eine nette Geste.", "El cocinero salió a saludar, todo un detalle.", "Le chef est venu nous saluer, une belle attention."],
  ["No complaints at all.", "Ingen klager overhovedet.", "Keinerlei Beschwerden.", "Ninguna queja.", "Aucun reproche."],
  ["It exceeded our expectations.", "Det overgik vores forventninger.", "Es hat unsere Erwartungen übertroffen.", "Superó nuestras expectativas.", "Ça a dépassé nos attentes."],
];

export const COMPLAINTS: Five[] = [
  ["The order never came and nobody answered the phone.", "Maden kom aldrig, og ingen tog telefonen.", "Das Essen kam nie und niemand ging ans Telefon.", "El pedido nunca llegó y nadie cogió el teléfono.", "La commande n'est jamais arrivée et personne n'a répondu au téléphone."],
  ["Half of it was missing.", "Halvdelen manglede.", "Die Hälfte fehlte.", "Faltaba la mitad.", "Il manquait la moitié."],
  ["They sent someone else's order.", "De sendte en andens bestilling.", "Sie haben die Bestellung von jemand anderem geschickt.", "Nos mandaron el pedido de otra persona.", "Ils ont envoyé la commande de quelqu'un d'autre."],
  ["Despite the allergy note there were nuts in it.", "Trods allerginoten var der nødder i.", "Trotz Allergiehinweis waren Nüsse drin.", "A pesar del aviso de alergia llevaba frutos secos.", "Malgré la mention d'allergie, il y avait des noix dedans."],
  ["Way too expensive for what it was.", "Alt for dyrt for det, man fik.", "Viel zu teuer für das, was es war.", "Demasiado caro para lo que era.", "Beaucoup trop cher pour ce que c'était."],
  ["The food was lukewarm and soggy.", "Maden var lunken og blød.", "Das Essen war lauwarm und matschig.", "La comida llegó tibia y blanda.", "Le repas était tiède et ramolli."],
  ["We waited over an hour for our mains.", "Vi ventede over en time på hovedretten.", "Wir haben über eine Stunde auf die Hauptgerichte gewartet.", "Esperamos más de una hora por los segundos.", "On a attendu plus d'une heure pour les plats."],
  ["The waiter was rude to us.", "Tjeneren var uhøflig over for os.", "Der Kellner war unhöflich zu uns.", "El camarero fue maleducado con nosotros.", "Le serveur a été impoli avec nous."],
  ["The catering arrived late and the food was cold.", "Cateringen kom for sent, og maden var kold.", "Das Catering kam zu spät und das Essen war kalt.", "El catering llegó tarde y la comida fría.", "Le traiteur est arrivé en retard et tout était froid."],
  ["Nobody apologised.", "Ingen undskyldte.", "Niemand hat sich entschuldigt.", "Nadie se disculpó.", "Personne ne s'est excusé."],
  ["The chicken was still pink inside.", "Kyllingen var stadig rød indeni.", "Das Hähnchen war innen noch roh.", "El pollo estaba crudo por dentro.", "Le poulet était encore rose à l'intérieur."],
  ["We're still waiting for the refund.", "Vi venter stadig på at få pengene tilbage.", "Wir warten immer noch auf die Erstattung.", "Seguimos esperando el reembolso.", "Nous attendons toujours le remboursement."],
  ["The room we booked for the party was given to another group.", "Lokalet vi havde booket til festen, var givet til et andet selskab.", "Der Raum, den wir für die Feier gebucht hatten, war an eine andere Gruppe vergeben.", "El salón que reservamos para la fiesta se lo dieron a otro grupo.", "La salle réservée pour la fête avait été donnée à un autre groupe."],
  ["The driver left the bag in the rain and drove off.", "Buddet stillede posen i regnen og kørte.", "Der Fahrer hat die Tüte im Regen abgestellt und ist weggefahren.", "El repartidor dejó la bolsa bajo la lluvia y se fue.", "Le livreur a laissé le sac sous la pluie et il est reparti."],
  ["I got a burger with meat although I ordered the vegan one.", "Jeg fik en burger med kød, selvom jeg bestilte den veganske.", "Ich bekam einen Burger mit Fleisch, obwohl ich den veganen bestellt hatte.", "Me llegó una hamburguesa de carne aunque pedí la vegana.", "J'ai reçu un burger à la viande alors que j'avais commandé le végan."],
  ["It tasted of nothing.", "Det smagte af ingenting.", "Es schmeckte nach nichts.", "No sabía a nada.", "Ça n'avait aucun goût."],
  ["The app said delivered but nothing came.", "Appen sagde leveret, men intet kom.", "Die App zeigte zugestellt an, aber es kam nichts.", "La app decía entregado pero no llegó nada.", "L'appli indiquait livré mais rien n'est venu."],
  ["Tiny portions for a big price.", "Små portioner til en stor pris.", "Winzige Portionen zu einem stolzen Preis.", "Raciones diminutas a precio de oro.", "Des portions minuscules pour un prix énorme."],
  ["The toilets were filthy.", "Toiletterne var beskidte.", "Die Toiletten waren dreckig.", "Los baños estaban asquerosos.", "Les toilettes étaient sales."],
  ["Nobody came to take our order for half an hour.", "Ingen kom og tog imod bestillingen i en halv time.", "Eine halbe Stunde lang kam niemand, um die Bestellung aufzunehmen.", "Nadie vino a tomar nota en media hora.", "Personne n'est venu prendre la commande pendant une demi-heure."],
];

export const VERDICT_POSITIVE: Five[] = [
  ["We'll definitely be back.", "Vi kommer helt sikkert igen.", "Wir kommen auf jeden Fall wieder.", "Volveremos seguro.", "On reviendra, c'est sûr."],
  ["Highly recommended.", "Kan varmt anbefales.", "Sehr zu empfehlen.", "Muy recomendable.", "Je recommande vivement."],
  ["Thank you so much!", "Tusind tak!", "Vielen herzlichen Dank!", "¡Muchísimas gracias!", "Merci beaucoup !"],
  ["Five stars.", "Seks stjerner.", "Fünf Sterne.", "Cinco estrellas.", "Cinq étoiles."],
];

export const VERDICT_NEGATIVE: Five[] = [
  ["We won't be ordering again.", "Vi bestiller ikke igen.", "Wir bestellen da nicht mehr.", "No volveremos a pedir.", "On ne recommandera plus."],
  ["Avoid.", "Undgå stedet.", "Meiden.", "Evitadlo.", "À éviter."],
  ["Very disappointed.", "Meget skuffet.", "Sehr enttäuscht.", "Muy decepcionado.", "Très déçu."],
  ["One star is too many.", "En stjerne er for meget.", "Ein Stern ist zu viel.", "Una estrella es demasiado.", "Une étoile, c'est déjà trop."],
];

/** "But" in each language, to join praise and a complaint into one sentence. */
export const BUT: Five = ["but", "men", "aber", "pero", "mais"];
