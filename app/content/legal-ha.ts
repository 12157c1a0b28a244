import { EMAIL, PHONE, legalPages, type LegalPage } from "~/content/legal";
import type { Language } from "~/i18n/language";

/**
 * The Hausa versions of the legal pages (issue 20): the same sections, blocks and list items as
 * the English ones in app/content/legal.ts, in the same order (app/content/legal.test.ts checks
 * it). The English text prevails if the two differ; the Hausa page says so and links to it.
 * Review the wording with the glossary in docs/i18n.md.
 */
const LAST_UPDATED = "21 Nuwamba 2026";

const privacy: LegalPage = {
  slug: "privacy",
  title: "Manufar Sirri",
  description:
    "Yadda ZAMWE ke tattarawa, amfani da, adanawa da kuma kare bayanan kanku bisa Dokar Kare Bayanai ta Najeriya ta 2023, da yadda za ku yi amfani da haƙƙoƙinku.",
  lastUpdated: LAST_UPDATED,
  intro:
    "Wannan manufa tana bayyana irin bayanan kai da Ƙungiyar Mata ʼYan Kasuwa ta Zamfara (ZAMWE) ke tattarawa ta wannan shafin yanar gizo, dalilin yin haka, da haƙƙoƙinku a ƙarƙashin Dokar Kare Bayanai ta Najeriya ta 2023 (NDPA). Abin da muke buƙata kawai muke tattarawa, kuma ba ma sayar da shi.",
  sections: [
    {
      heading: "Su wane ne mu",
      blocks: [
        {
          kind: "p",
          text: `ZAMWE ƙungiya ce ta mata ʼyan kasuwa a Gusau, Jihar Zamfara, Najeriya, wadda aka kafa a 2020, kuma ita ce mai kula da bayanan wannan shafin yanar gizo. Ku same mu a ${EMAIL} ko ta WhatsApp ko waya a ${PHONE}.`,
        },
      ],
    },
    {
      heading: "Abin da muke tattarawa",
      blocks: [
        {
          kind: "p",
          text: "Abin da kuka rubuta a fom-fom ɗinmu kawai muke karɓa, tare da wasu bayanan fasaha na yau da kullum:",
        },
        {
          kind: "ul",
          items: [
            "Fom na tuntuɓar mu: sunanku, imel, lambar waya (ba dole ba ne) da saƙonku.",
            "Wasiƙar labarai: imel ɗinku, da sunanku idan kun bayar.",
            "Tabbatar da zuwa taro (RSVP): cikakken sunanku, imel da lambar waya (ba dole ba ne), don taron da kuka yi rajista.",
            "Neman zama memba: cikakken sunanku, lambar waya, imel (ba dole ba ne), adireshin tuntuɓa, dangi na kusa, sunan sanaʼa, irin sanaʼa, dalilin da kuke son shiga, tsarin da kuka zaɓa (Starter ko Pro), da ko kun yarda a nuna bayanan tuntuɓarku a jerin membobinmu na jamaʼa.",
            "Shaidar biya: hoto da rasitin tura kuɗi ta banki da kuka aiko mana ta WhatsApp, don tabbatar da ko wace ce ku da kuma cewa kun biya kawai.",
            "Asusun membobi: cikakken sunanku, imel da kalmar sirri (ana adana ta a rufaffen tsari (salted hash) kawai, ba kalmar sirrin kanta ba).",
            "Shafukan yanar gizo na sanaʼar membobi: abin da kuka rubuta a mai gina shafin yanar gizo, wanda jamaʼa ke gani ne kawai bayan kun wallafa shi.",
            "Bayanan fasaha: adireshin IP ɗinku, irin burauzarku, lokutan buƙatu da ƙoƙarin shiga, a cikin bayanan tsaro.",
          ],
        },
      ],
    },
    {
      heading: "Dalilin amfani da su da hujjarmu ta doka",
      blocks: [
        { kind: "p", text: "A ƙarƙashin sashe na 25 na NDPA, muna dogara ne da:" },
        {
          kind: "ul",
          items: [
            "Izini: wasiƙar labarai, tabbatar da zuwa taro, fom na tuntuɓar mu da nuna bayanan tuntuɓarku a jerin membobi. Kuna iya janye shi a kowane lokaci.",
            "Yarjejeniya (zama membarku): don duba takardar neman shigarku, tabbatar da biya, gudanar da asusunku na memba, saka ku a jerin membobi da kuma ɗaukar shafin yanar gizo na sanaʼarku.",
            "Halastacciyar buƙata: kiyaye tsaron shafin, hana zamba da cin zarafi, da adana bayanan ƙungiya na yau da kullum, ba tare da tauye haƙƙoƙinku ba.",
          ],
        },
      ],
    },
    {
      heading: "Wane ne zai iya ganinsu",
      blocks: [
        {
          kind: "ul",
          items: [
            "Masu gudanarwa na ZAMWE kaɗai ke ganin fom-fom da aka aiko, takardun neman shiga da bayanan membobi.",
            "Da zarar an amince da ku, sunanku, sunan sanaʼarku, irin sanaʼarku da tsarinku za su bayyana a jerin membobi na jamaʼa. Bayanan tuntuɓarku za su bayyana ne kawai idan kun yarda.",
            "Cloudflare ne ke ɗaukar wannan shafin yanar gizo da rumbun bayanansa (Cloudflare D1), kuma yana sarrafa bayanai a madadinmu.",
            "WhatsApp (Meta) ne ke kula da duk saƙonnin da kuka zaɓi aiko mana ta can, a ƙarƙashin manufar sirrinsa.",
            "Bankinku da namu (Zenith Bank) ne ke sarrafa kuɗin da kuka tura a ƙarƙashin nasu dokokin.",
          ],
        },
        {
          kind: "p",
          text: "Ba ma sayarwa, ba da haya ko raba bayananku don talla, kuma ba ma bayyana su ga wasu sai idan doka ta buƙata.",
        },
      ],
    },
    {
      heading: "Inda ake adana su",
      blocks: [
        {
          kind: "p",
          text: "Shafinmu da rumbun bayanansa suna aiki ne a kan hanyar sadarwa ta Cloudflare ta duniya, don haka ana iya adana ko sarrafa bayananku a wajen Najeriya. Idan haka ta faru, muna dogara da kariyar da NDPA ta tanada don tura bayanai zuwa ƙasashen waje, kamar alƙawuran kare bayanai da ke cikin kwangilar mai ba da sabis. Meta ma yana sarrafa saƙonnin WhatsApp a wajen Najeriya.",
        },
      ],
    },
    {
      heading: "Tsawon lokacin da muke ajiye su",
      blocks: [
        {
          kind: "ul",
          items: [
            "Saƙonnin tuntuɓa: shekaru 2.",
            "Tabbatar da zuwa taro: watanni 12 bayan taron.",
            "Takardun neman zama memba da aka ƙi: watanni 12.",
            "Bayanan membobi (har da asusunku da shafin yanar gizo na sanaʼarku): muddin kuna memba, da ƙarin shekaru 2, ko har sai kun goge asusunku.",
            "Bayanan biyan kuɗin zama memba: ana ajiye su don lissafin kuɗin ƙungiya, har ma bayan kun goge asusunku (ba tare da sunanku ba, duba “Goge asusunku”).",
            "Wasiƙar labarai: har sai kun cire sunanku.",
            "Zaman shiga: yana ƙarewa bayan kwanaki 30 ba tare da amfani ba (awanni 12 ga masu gudanarwa).",
            "Bayanan tsaro: watanni 12.",
          ],
        },
        {
          kind: "p",
          text: "Bayan haka muna goge bayanan, ko mu cire duk abin da zai nuna wace ce ku.",
        },
      ],
    },
    {
      heading: "Haƙƙoƙinku",
      blocks: [
        { kind: "p", text: "A ƙarƙashin NDPA kuna da haƙƙin:" },
        {
          kind: "ul",
          items: [
            "samun kwafin bayanan kanku da muke riƙe da su;",
            "a gyara bayanan da ba daidai ba ko waɗanda ba su cika ba;",
            "a goge bayananku;",
            "ƙin yarda da yadda muke amfani da bayananku, har da don halastacciyar buƙata;",
            "janye izininku a kowane lokaci (wannan ba ya shafar abin da muka yi a baya);",
            "karɓar bayananku a tsari na gama-gari da naʼura za ta iya karantawa (ɗaukar bayanai zuwa wani wuri);",
            "kai ƙara ga Hukumar Kare Bayanai ta Najeriya (NDPC) idan ba ku gamsu da yadda muke kula da bayananku ba.",
          ],
        },
      ],
    },
    {
      heading: "Sauke bayananku",
      blocks: [
        {
          kind: "p",
          text: "Bayan kun shiga, ku buɗe Shafina ku zaɓi sauke bayananku. Za ku sami fayil ɗaya (JSON) mai ɗauke da duk abin da muke riƙe da shi game da ku: asusunku, takardar neman zama membarku (tare da dangi na kusa), shekarunku na zama memba da biyan kuɗinku, buƙatun sabuntawa, tabbatar da zuwa taron da kuka aika bayan kun shiga, shafukan yanar gizo na sanaʼarku, da bayanan da masu gudanarwarmu ke ajiyewa game da zama membarku. Biyan kuɗinku, sabuntawa da tabbatar da zuwa taro suna zuwa kuma a matsayin fayilolin jadawali (CSV). Fayil ɗin ba ya ɗauke da kalmar sirrinku ko sirrin shigarku, ko wani abu game da wata memba. Haka kuma ba ya ɗauke da rajistar wasiƙar labarai ko saƙon da aka aiko mana: adireshin imel kawai suke riƙe da shi, kuma babu wanda ya tabbatar cewa adireshin asusunku naku ne, don haka ba ma ba da su ga duk wanda ya shiga da shi. Ku nemi su daga gare mu (duba “Yadda za ku nema”).",
        },
        {
          kind: "p",
          text: "Kowane biya da aka tabbatar yana da rasiti a cikin rasitocinku a Shafina, wanda za ku iya bugawa ko ajiyewa a matsayin PDF.",
        },
      ],
    },
    {
      heading: "Goge asusunku",
      blocks: [
        {
          kind: "p",
          text: "Bayan kun shiga, ku buɗe Shafina, ku zaɓi goge asusunku, sannan ku sake rubuta kalmar sirrinku. Nan take:",
        },
        {
          kind: "ul",
          items: [
            "za a fitar da ku daga kowace naʼura, kuma a goge asusunku;",
            "za a goge shafukan yanar gizo na sanaʼarku, hotuna da rasitocin da kuka ɗora, da tabbatar da zuwa taron da kuka aika bayan kun shiga;",
            "za ku ɓace daga jerin membobi, daga shafin bayananku da adiresoshin shafukan yanar gizonku.",
          ],
        },
        {
          kind: "p",
          text: "Abin da muke ajiyewa, da dalilin haka: dole ne ƙungiya ta riƙe lissafin kuɗin da take karɓa. Don haka bayanin kowane biyan kuɗin zama memba yana nan (tsarin, ranakun zama memba, adadin kuɗi, lambar shaidar biya da ranar da aka tabbatar da shi) a ƙarƙashin sunan “Memba da aka goge”, tare da cire lambar wayarku, imel, adireshi, dangi na kusa, bayanan sanaʼa da dalilan shigarku. Rajistar hukunce-hukuncen masu gudanarwarmu ma tana nan, a matsayin shaidar wane ne ya yi me da yaushe, amma ba tare da sunanku, imel, lambar waya, adireshi, dangi na kusa, bayanan sanaʼa da dalilan shigarku ba: abin da kuka yi a ciki zai nuna “Memba da aka goge”. Tabbatar da zuwa taron da kuka aika ba tare da kun shiga ba, rajistar wasiƙar labarai da saƙonnin da kuka aiko mana ba su haɗe da asusunku ba, don haka ana ajiye su har zuwa ƙarshen lokutan da aka ambata a sama (wasiƙar labarai har sai kun cire sunanku); ku nemi mu cire su kafin haka.",
        },
        {
          kind: "p",
          text: "Idan ku kaɗai ce mai gudanarwa ta ƙungiya, ku fara mai da wani asusu mai gudanarwa. Kuna iya kuma neman mu goge bayananku ta imel ko WhatsApp (duba ƙasa).",
        },
      ],
    },
    {
      heading: "Yadda za ku nema",
      blocks: [
        {
          kind: "p",
          text: `Ku aika imel zuwa ${EMAIL} ko saƙon WhatsApp zuwa ${PHONE}. Za mu iya neman ku tabbatar da wace ce ku. Za mu amsa cikin kwanaki 30, kyauta. Don dakatar da wasiƙar labarai da sanarwarmu, ku yi amfani da mahaɗin “Daina karɓa” da ke ƙarshen kowannensu: danna maɓalli ɗaya a shafin da ya buɗe yana dakatar da su nan take, ba tare da shiga ba (ko ku sanar da mu kawai). Saƙonnin imel da asusunku da zama membanku ke buƙata, kamar mahaɗin sabunta kalmar sirri ko rasitin biya, za su ci gaba da zuwa muku.`,
        },
      ],
    },
    {
      heading: "Yara",
      blocks: [
        {
          kind: "p",
          text: "Zama memba na manya ne masu shekaru 18 zuwa sama, kuma ba don yara aka yi wannan shafi ba. Idan yaro ya aiko mana da bayanan kansa, ku sanar da mu, za mu goge su.",
        },
      ],
    },
    {
      heading: "Yadda muke kare bayananku",
      blocks: [
        {
          kind: "ul",
          items: [
            "Duk shafin yana amfani da HTTPS, don haka ana ɓoye bayanai a hanyarsu zuwa gare mu.",
            "Ana adana kalmomin sirri a rufaffen tsari (salted hash) kawai.",
            "Masu gudanarwa kaɗai ke iya ganin bayanan kai, kuma zaman shigar masu gudanarwa yana ƙarewa bayan awanni 12.",
          ],
        },
        {
          kind: "p",
          text: "Babu tsarin da ke da cikakken tsaro. Idan aka keta tsaro ta yadda haƙƙoƙinku suka shiga haɗari, za mu sanar da NDPC, kuma mu sanar da ku inda doka ta buƙata.",
        },
      ],
    },
    {
      heading: "Canje-canje ga wannan manufa",
      blocks: [
        {
          kind: "p",
          text: "Idan muka canza wannan manufa, za mu sabunta wannan shafi da ranarsa, kuma mu sanar da membobi muhimman canje-canje.",
        },
      ],
    },
  ],
};

const terms: LegalPage = {
  slug: "terms",
  title: "Sharuɗɗan Amfani",
  description:
    "Dokokin amfani da shafin yanar gizo na ZAMWE, neman zama memba, biyan kuɗi da wallafa shafin sanaʼar memba.",
  lastUpdated: LAST_UPDATED,
  intro:
    "Waɗannan sharuɗɗa sun shafi duk wanda ke amfani da wannan shafin yanar gizo, wanda Ƙungiyar Mata ʼYan Kasuwa ta Zamfara (ZAMWE), Gusau, Jihar Zamfara, Najeriya ke gudanarwa. Ta amfani da shafin, kun yarda da su. Idan ba ku yarda ba, don Allah kada ku yi amfani da shafin.",
  sections: [
    {
      heading: "Wanda zai iya amfani da shafin",
      blocks: [
        {
          kind: "p",
          text: "Kowa na iya karanta shafukan jamaʼa, tuntuɓar mu, yin rajistar wasiƙar labarai ko tabbatar da zuwa taruka. Don neman zama memba ko riƙe asusun memba, dole ne shekarunku su kai 18 ko fiye, kuma ku ba da bayanai na gaskiya game da kanku da sanaʼarku.",
        },
      ],
    },
    {
      heading: "Neman zama memba da kuɗaɗe",
      blocks: [
        {
          kind: "ul",
          items: [
            "Kuna nema ta fom ɗin da ke shafin shiga ƙungiya, ku zaɓi tsari. Ana nuna kuɗin a can lokacin da kuke nema (a yanzu Starter ₦2,900, Pro kuma ₦5,900).",
            "Kuna biya ta hanyar tura kuɗi ta banki zuwa asusun ƙungiya na Zenith Bank da ke shafin shiga ƙungiya, sannan ku aiko mana da hotonku da rasitin biya ta WhatsApp.",
            "Muna duba kowace takardar neman shiga. Amincewa tana hannun ƙungiya, kuma za mu iya neman ƙarin bayani daga gare ku.",
            "Idan muka ƙi takardar neman shigarku, za mu mayar muku da cikakken kuɗin da kuka biya, ta hanyar tura kuɗi ta banki, cikin kwanaki 14 da sanar da ku.",
            "Ku biya cikin asusun da ke shafinmu kawai. ZAMWE ba za ta taɓa neman ku biya cikin asusun wani mutum ba. Idan kuna da shakka, ku fara kiran mu.",
          ],
        },
      ],
    },
    {
      heading: "Asusunku",
      blocks: [
        {
          kind: "p",
          text: "Ku riƙe kalmar sirrinku a asirce kuma kada ku raba asusunku da kowa. Ku sanar da mu nan take idan kuna zaton wani ya yi amfani da shi. Ku ne ke da alhakin abin da aka yi ta asusunku.",
        },
      ],
    },
    {
      heading: "Shafukan sanaʼar membobi",
      blocks: [
        {
          kind: "p",
          text: "Membobi na iya ginawa da wallafa shafin yanar gizo na sanaʼa da mai gina shafin yanar gizonmu. Ku ne ke da alhakin abin da kuka wallafa. Dole ne abubuwan da kuka wallafa su:",
        },
        {
          kind: "ul",
          items: [
            "zama halal a ƙarƙashin dokar Najeriya;",
            "faɗi gaskiya game da ku, sanaʼarku, kayanku da farashinku;",
            "kada su ƙunshi kalaman ƙiyayya, cin zarafi, barazana ko abubuwan batsa;",
            "kada a yi amfani da su don zamba, damfara ko yaudarar abokan ciniki;",
            "kada su yi amfani da hotuna, tambura, rubutu ko bayanan kai na wasu ba tare da izininsu ba.",
          ],
        },
        {
          kind: "p",
          text: "Za mu iya janye ko cire abubuwan da suka saɓa wa waɗannan dokoki, kuma a lokuta masu tsanani ko masu maimaituwa, mu dakatar da zama memba ko mu kawo ƙarshensa. Inda za mu iya, za mu gaya muku dalili kuma mu ba ku damar gyarawa tukuna. Yarjejeniyoyinku da abokan cinikinku tsakaninku da su ne.",
        },
      ],
    },
    {
      heading: "Amfani da ya dace",
      blocks: [
        {
          kind: "p",
          text: "Kada ku yi ƙoƙarin kutsawa cikin shafin, ɗora masa nauyin da ya fi ƙarfinsa, tattara bayanan wasu daga cikinsa, aika saƙonnin banza ta fom-fom ɗinmu, ko yin kamar ku wani ne.",
        },
      ],
    },
    {
      heading: "Haƙƙin mallakar fasaha",
      blocks: [
        {
          kind: "p",
          text: "Sunan ZAMWE, tambarinta, da rubutu da hotunan wannan shafi na ƙungiya ne, ko kuma ana amfani da su da izini. Kuna iya raba shafukanmu da labaranmu ba don kasuwanci ba, tare da ambaton mu, amma ba za ku iya amfani da sunanmu ko tambarinmu ta hanyar da za ta nuna cewa muna goyon bayanku ba. Abubuwan da kuka saka a shafinku na memba mallakarku ne; kun ba mu izinin ɗaukarsu da nuna su a wannan shafi muddin suna wallafe.",
        },
      ],
    },
    {
      heading: "Babu garanti",
      blocks: [
        {
          kind: "p",
          text: "Muna ƙoƙarin ganin shafin daidai ne kuma yana aiki, amma muna ba da shi yadda yake. Ba za mu iya yin alƙawarin cewa zai kasance a kowane lokaci ko ba tare da kuskure ba. Bayanan da ke shafin na gama-gari ne, ba shawarar kuɗi, ta shariʼa ko ta kasuwanci ba ne. Ba ma dubawa ko ba da tabbacin kayayyaki ko ayyukan membobin da ke cikin jerin membobi.",
        },
      ],
    },
    {
      heading: "Iyakar alhakinmu",
      blocks: [
        {
          kind: "p",
          text: "Gwargwadon yadda dokar Najeriya ta yarda, ZAMWE ba ta da alhakin asarar da ba ta kai tsaye ba, ribar da aka rasa, ko asarar da membobi, sauran masu amfani ko abubuwan da suka fi ƙarfinmu suka haddasa. Jimillar alhakinmu gare ku ba ta wuce kuɗin zama memba da kuka biya mu a cikin watanni 12 kafin ƙarar ba. Babu abin da ke cikin waɗannan sharuɗɗa da ke iyakance alhaki kan zamba, ko mutuwa ko rauni da sakaci ya haddasa, ko haƙƙoƙinku a ƙarƙashin Dokar Gasa da Kare Masu Saye ta Tarayya ta 2018 (Federal Competition and Consumer Protection Act 2018) ko wata doka da ba za a iya ketare ta ba.",
        },
      ],
    },
    {
      heading: "Dokar da ke aiki",
      blocks: [
        {
          kind: "p",
          text: "Dokokin Jamhuriyar Tarayyar Najeriya ne ke tafiyar da waɗannan sharuɗɗa. Mun fi son warware matsaloli ta hanyar tattaunawa, don haka don Allah ku fara tuntuɓar mu. Idan ba a iya sasanta saɓani ba, kotunan Jihar Zamfara ne za su yanke hukunci.",
        },
      ],
    },
    {
      heading: "Canje-canje ga waɗannan sharuɗɗa",
      blocks: [
        {
          kind: "p",
          text: "Za mu iya sabunta waɗannan sharuɗɗa. Za mu saka sabon tsarinsu a nan tare da sabuwar rana, kuma mu sanar da membobi muhimman canje-canje. Idan kuka ci gaba da amfani da shafin bayan canji, sababbin sharuɗɗan ne ke aiki.",
        },
      ],
    },
    {
      heading: "Tuntuɓa",
      blocks: [
        {
          kind: "p",
          text: `Kuna da tambaya game da waɗannan sharuɗɗa? Ku aika imel zuwa ${EMAIL}, ko ku kira ko ku yi WhatsApp zuwa ${PHONE}. Manufar Sirrinmu da Manufar Kukis ɗinmu ma suna aiki lokacin da kuke amfani da wannan shafi.`,
        },
      ],
    },
  ],
};

const cookies: LegalPage = {
  slug: "cookies",
  title: "Manufar Kukis",
  description:
    "ZAMWE tana amfani da kukis na shafin kanta waɗanda suka zama dole kawai: babu kukis na ƙididdiga, na talla ko na bin diddigi na wasu kamfanoni.",
  // The stylesheet cookie (issue 30) was added on this day.
  lastUpdated: "1 Disamba 2026",
  intro:
    "Wannan shafi yana bayyana kukis da shafin yanar gizo na ZAMWE ke amfani da su. A taƙaice: ƴan kukis da shafin ke buƙata don aiki kawai muke amfani da su. Ba ma amfani da kukis don ƙididdiga, talla ko bin diddiginku a wasu shafukan yanar gizo.",
  sections: [
    {
      heading: "Mene ne kukis",
      blocks: [
        {
          kind: "p",
          text: "Kuki ƙaramin fayil ne na rubutu da shafin yanar gizo ke neman burauzarku ta adana. Burauzar tana mayar masa da shi a ziyararku ta gaba ko lokacin da shafi ya buɗe, don shafin ya tuna wani abu, kamar cewa kun shiga.",
        },
      ],
    },
    {
      heading: "Kukis da muke amfani da su",
      blocks: [
        {
          kind: "p",
          text: "Duk kukis ɗinmu na wannan shafi ne kaɗai (wannan shafin ne kawai ke saka su), kuma dole ne:",
        },
        {
          kind: "ul",
          items: [
            "Kukin zaman shiga: ana saka shi ne kawai idan kun shiga asusun memba ko na mai gudanarwa, don shafin ya san ku ne yayin da kuke tafiya tsakanin shafuka. Rubutun shirye-shirye (scripts) na shafi ba sa iya karanta shi (HttpOnly), ana aika shi ta amintattun haɗin HTTPS kawai (Secure), kuma yana ƙarewa bayan kwanaki 30 ba tare da amfani ba (awanni 12 ga masu gudanarwa) ko lokacin da kuka fita.",
            "Kukin saƙon ɗan lokaci: ana saka shi na ɗan lokaci bayan kun aika fom, kamar fom na tuntuɓar mu, tabbatar da zuwa taro ko takardar neman zama memba. Yana ɗaukar saƙon tabbatarwa na sau ɗaya (misali, “Mun gode, an aika saƙonku”) zuwa shafi na gaba, kuma ana cire shi da zarar an nuna saƙon.",
            "Kukin harshe: ana saka shi ne kawai idan kun zaɓi “Hausa” ko “English” da hanyar haɗin da ke saman shafi, don shafin ya buɗe a harshen da kuka zaɓa. Yana ɗauke da “ha” ko “en” kawai, kuma yana ɗaukar shekara ɗaya; idan kuka sake zaɓa, sabon zaɓin zai maye gurbinsa.",
            "Kukin tsarin shafi: ana saka shi a ziyararku ta farko, lokacin da shafi ya zo tare da tsarinsa (launuka da fasali), don shafuka na gaba su yi amfani da kwafin da burauzarku ta riga ta adana maimakon a sake aiko shi. Yana ɗauke da lamba 1 kawai, kuma yana ɗaukar shekara ɗaya.",
            "Kukin adireshin da kuka rubuta: ana saka shi ne kawai idan kun yi rajista ko kuka sake neman mahaɗin tabbatarwa, don shafin “Ku duba imel ɗinku” ya nuna adireshin da kuka rubuta. Yana ɗauke da wannan adireshin kawai, rubutun shirye-shirye na shafi ba sa iya karanta shi (HttpOnly), kuma yana ɗaukar minti 15.",
          ],
        },
        {
          kind: "p",
          text: "Waɗannan kukis ba sa ɗauke da kalmar sirrinku, kuma ba a amfani da su don tara bayanai game da halayenku.",
        },
      ],
    },
    {
      heading: "Abin da ba ma amfani da shi",
      blocks: [
        {
          kind: "ul",
          items: [
            "Babu kukis na ƙididdiga (kamar Google Analytics).",
            "Babu kukis ko pixels na talla ko na bin diddigi na kafofin sada zumunta.",
            "Babu kukis na wasu kamfanoni.",
          ],
        },
        {
          kind: "p",
          text: "Idan kuka danna hanyar haɗi zuwa WhatsApp ko wani shafin yanar gizo, wannan shafin yana da nasa dokokin kukis, waɗanda ba mu da iko a kansu.",
        },
      ],
    },
    {
      heading: "Dalilin da ya sa babu sanarwar kukis",
      blocks: [
        {
          kind: "p",
          text: "Kukis da ba dole ba ne, kamar na ƙididdiga ko na talla, suna buƙatar izininku. Saboda muna amfani da kukis da suka zama dole kawai don samar da abin da kuka nema (shiga, nuna muku cewa an aika fom ɗinku, da buɗe shafin a harshen da kuka zaɓa), ba ma buƙatar neman izini, don haka ba ma nuna sanarwar kukis. Idan har muka ƙara wasu kukis, za mu fara tambayar ku, kuma mu sabunta wannan shafi.",
        },
      ],
    },
    {
      heading: "Yadda ake hana ko goge kukis",
      blocks: [
        {
          kind: "p",
          text: "Kuna iya hana ko goge kukis a saitunan burauzarku, yawanci a ƙarƙashin Saituna (Settings), sannan Sirri (Privacy) ko Saitunan shafi (Site settings), sannan Kukis (Cookies). A waya, ku duba menu na saitunan burauzarku (misali Chrome ko Safari).",
        },
        { kind: "p", text: "Idan kuka hana kukis ɗinmu:" },
        {
          kind: "ul",
          items: [
            "kuna iya ci gaba da karanta duk shafukan jamaʼa;",
            "ba za ku iya shiga asusun memba ko na mai gudanarwa ba;",
            "za a ci gaba da aika fom-fom, amma ƙila ba za ku ga saƙon tabbatarwa daga baya ba;",
            "kowane shafi zai buɗe a harshen adireshinsa ko na burauzarku, ba wanda kuka zaɓa na ƙarshe ba.",
          ],
        },
      ],
    },
    {
      heading: "Canje-canje da tuntuɓa",
      blocks: [
        {
          kind: "p",
          text: `Idan muka canza kukis da muke amfani da su, za mu sabunta wannan shafi da ranar da ke samansa. Kuna da tambaya? Ku aika imel zuwa ${EMAIL} ko WhatsApp zuwa ${PHONE}. Don ƙarin bayani kan yadda muke kula da bayanan kai, duba Manufar Sirrinmu.`,
        },
      ],
    },
  ],
};

export const legalPagesHa: Record<LegalPage["slug"], LegalPage> = { privacy, terms, cookies };

/**
 * A legal page in the page's language. The Hausa is a translation: the English text
 * (app/content/legal.ts) prevails if the two differ, and the Hausa page says so.
 */
export function legalPageIn(slug: LegalPage["slug"], language: Language): LegalPage {
  return (language === "ha" ? legalPagesHa : legalPages)[slug];
}
