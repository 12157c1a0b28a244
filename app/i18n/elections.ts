import type { Localised } from "~/i18n/localised";

/**
 * An election's public page (issue #42): who stands before the close, the results after it.
 * A page without a script bundle: it reads this namespace with `useTexts`. English first, the
 * source of truth; Boko with ɓ ɗ ƙ ƴ and ʼ (U+02BC).
 */

const en = {
  list: {
    title: "Elections",
    description: "The association’s elections: who stands, and the results once each is closed.",
    lead: "Who stands in each election, and once it is closed, its results and every ballot by its receipt code.",
    none: "No election has opened yet.",
    all: "All elections",
  },
  description: "The candidates and, once it is closed, the results of {title}.",
  opensOn: "Voting opens on {date}.",
  openUntil: "Voting is open until {date}.",
  ended: "Voting is over. The results are published when the election is closed.",
  closedOn: "Closed on {date}.",
  seatsOne: "1 seat",
  seatsMany: "{count} seats",
  turnout: "{voted} of {electorate} members voted ({online} online, {paper} on paper).",
  columns: { candidate: "Candidate", online: "Online", paper: "Paper", total: "Total" },
  elected: "Elected",
  tied: "Tied: the association’s rules decide",
  ballots: {
    heading: "Every online ballot",
    lead: "Each ballot under its receipt code, with its choices: find yours, or count them all again.",
    receipt: "Receipt",
    choices: "Choices",
    blank: "No choice",
    none: "No ballot was cast online.",
    downloads: "Download the results (CSV) or every ballot (CSV), to count them in a spreadsheet:",
    resultsCsv: "The results (CSV)",
    ballotsCsv: "Every ballot (CSV)",
  },
  vote: {
    title: "Vote: {title}",
    lead: "Choose for each position, then check your choices before you cast your vote. Your vote is secret: it is stored under a receipt code, not your name.",
    chooseOne: "Choose one.",
    chooseUpTo: "Choose up to {count}.",
    noChoice: "No choice",
    review: "Review my vote",
    reviewTitle: "Check your vote",
    reviewLead: "Once cast, your vote cannot be changed.",
    cast: "Cast my vote",
    change: "Change my choices",
    doneTitle: "Your vote is cast",
    receipt: "Your receipt code",
    receiptLead:
      "Write it down or take a photo: it is shown only now. When the election closes, find it on the election’s page to see your ballot counted as you cast it.",
    electionPage: "The election’s page",
    dashboard: "Vote now: {title}",
    closes: "Voting closes {date}.",
    refused: {
      notElector:
        "You are not in this election’s electorate: the members in good standing on {date}.",
      notOpen: "Voting is not open now.",
      alreadyVoted: "You have already voted in this election.",
      votedOnPaper: "You voted on paper at the hall.",
      ballot:
        "This ballot does not fit the election (too many choices, or a choice that is not a candidate of its position). Please choose again.",
      failed: "Your vote was not stored. Please try again.",
    },
  },
};

const ha: typeof en = {
  list: {
    title: "Zaɓuɓɓuka",
    description: "Zaɓuɓɓukan ƙungiya: ʼyan takara, da sakamakon kowane idan an rufe shi.",
    lead: "ʼYan takarar kowane zaɓe, kuma idan an rufe shi, sakamakonsa da duk ƙuriʼu da lambobin shaidarsu.",
    none: "Ba a buɗe wani zaɓe ba tukuna.",
    all: "Duk zaɓuɓɓuka",
  },
  description: "ʼYan takara kuma, bayan an rufe, sakamakon {title}.",
  opensOn: "Za a fara jefa ƙuriʼa ranar {date}.",
  openUntil: "Ana jefa ƙuriʼa har zuwa {date}.",
  ended: "An gama jefa ƙuriʼa. Za a wallafa sakamako idan an rufe zaɓen.",
  closedOn: "An rufe ranar {date}.",
  seatsOne: "Kujera 1",
  seatsMany: "Kujeru {count}",
  turnout:
    "Membobi {voted} cikin {electorate} sun jefa ƙuriʼa ({online} ta intanet, {paper} a takarda).",
  columns: { candidate: "Ɗan takara", online: "Intanet", paper: "Takarda", total: "Jimla" },
  elected: "An zaɓa",
  tied: "Kunnen doki: dokokin ƙungiya ne za su yanke",
  ballots: {
    heading: "Duk ƙuriʼun intanet",
    lead: "Kowace ƙuriʼa da lambar shaidarta da zaɓuɓɓukanta: ki nemo taki, ko ki sake ƙirga su duka.",
    receipt: "Lambar shaida",
    choices: "Zaɓuɓɓuka",
    blank: "Babu zaɓi",
    none: "Ba a jefa ƙuriʼa ta intanet ba.",
    downloads: "Sauke sakamakon (CSV) ko duk ƙuriʼu (CSV), don a ƙirga su a cikin spreadsheet:",
    resultsCsv: "Sakamakon (CSV)",
    ballotsCsv: "Duk ƙuriʼu (CSV)",
  },
  vote: {
    title: "Jefa ƙuriʼa: {title}",
    lead: "Ki zaɓi wa kowane muƙami, sannan ki duba zaɓuɓɓukanki kafin ki jefa ƙuriʼarki. Ƙuriʼarki sirri ce: ana ajiye ta da lambar shaida, ba da sunanki ba.",
    chooseOne: "Ki zaɓi ɗaya.",
    chooseUpTo: "Ki zaɓi har {count}.",
    noChoice: "Babu zaɓi",
    review: "Duba ƙuriʼata",
    reviewTitle: "Ki duba ƙuriʼarki",
    reviewLead: "Da zarar an jefa, ba za a iya canza ƙuriʼarki ba.",
    cast: "Jefa ƙuriʼata",
    change: "Canza zaɓuɓɓukana",
    doneTitle: "An jefa ƙuriʼarki",
    receipt: "Lambar shaidar ƙuriʼarki",
    receiptLead:
      "Ki rubuta ta ko ki ɗauki hoto: yanzu kawai ake nuna ta. Idan an rufe zaɓen, ki nemo ta a shafin zaɓen don ki ga an ƙirga ƙuriʼarki yadda kika jefa ta.",
    electionPage: "Shafin zaɓen",
    dashboard: "Jefa ƙuriʼa yanzu: {title}",
    closes: "Za a rufe jefa ƙuriʼa {date}.",
    refused: {
      notElector:
        "Ba ki cikin masu jefa ƙuriʼa a wannan zaɓen ba: membobin da ke kan ƙaʼida ranar {date}.",
      notOpen: "Ba a buɗe jefa ƙuriʼa yanzu ba.",
      alreadyVoted: "Kin riga kin jefa ƙuriʼa a wannan zaɓen.",
      votedOnPaper: "Kin jefa ƙuriʼa a takarda a zauren taro.",
      ballot:
        "Wannan ƙuriʼa ba ta dace da zaɓen ba (zaɓuɓɓuka sun yi yawa, ko wani zaɓi ba ɗan takarar muƙamin ba ne). Da fatan ki sake zaɓa.",
      failed: "Ba a ajiye ƙuriʼarki ba. Da fatan ki sake gwadawa.",
    },
  },
};

export const electionsTexts: Localised<typeof en> = { en, ha };
