// Very common passwords from public breach corpora (the 8+ character ones:
// shorter ones fail on length already). Not exhaustive: a guard against the
// first guesses of any attacker. Compared lower-cased.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  `00000000 11111111 11223344 123123123 12341234 12345678 123456789 1234567890 123qweasd 12qwaszx 147258369 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 696969696 741852963 87654321 987654321 a1b2c3d4 aa123456 abc12345 abcd1234 abcdefgh admin123 admin1234 adminadmin administrator arsenal1 asdfasdf asdfghjk autumn2025 backoffice baseball basketball batman123 changeme changeme1 changeme123 charlie1 chelsea1 cms12345 company1 company123 computer corvette default1 dragon123 facebook1 february football football1 freedom1 google123 guest123 hello123 hellohello iloveyou iloveyou1 internet january1 jennifer jordan23 letmein1 letmein123 letmeinnow linkedin1 liverpool maintenance master123 maverick mercedes michael1 michelle microsoft monday123 monkey123 office123 p@ssw0rd p@ssword passw0rd password password! password01 password1 password12 password123 password1234 password2024 password2025 password2026 playboy1 princess princess1 q1w2e3r4 q1w2e3r4t5 qweasdzxc qwerty123 qwertyui qwertyuiop root1234 secret123 shadow123 spring2025 spring2026 starwars summer2024 summer2025 summer2026 sunshine sunshine1 superman test1234 testtest trustno1 website1 website123 welcome1 welcome123 welcome2025 welcome2026 whatever winter2024 winter2025 winter2026 zaq12wsx zaq1zaq1`.split(
    ' ',
  ),
);
