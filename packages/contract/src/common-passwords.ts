/**
 * Passwords people pick first: leaked-list favourites, keyboard walks, and the
 * local ones (city, country and everyday words in Uzbek and Russian, Latin and Cyrillic
 * keyboard). Lower-case; every entry is at least 8 characters and not all digits, since the
 * length and digit rules refuse shorter or all-digit ones before this list is read.
 */
const LIST = `
password password1 password12 password123 password1234 password12345 password123456 password! password1!
password@123 password2020 password2021 password2022 password2023 password2024 password2025 passw0rd
p@ssw0rd p@ssword pa$$word pa55word pass1234 pass12345 passpass mypassword newpassword password01
passwort motdepasse contrasena parol123 parol1234 parolparol mojparol privet123 privetik
qwertyui qwertyuiop qwerty12 qwerty123 qwerty1234 qwerty12345 qwerty123456 qwerty123! qwerty!@#
qwertyqwerty qwertyu1 qwerty01 qwerty11 qwerty77 qwerty00 qwertz123 qwertzuiop azertyuiop azerty123
1qaz2wsx 1qaz2wsx3edc 1qaz@wsx !qaz2wsx !qaz@wsx qazwsxedc qazwsxedcrfv qazwsx123 qazxswedc zaq12wsx zaq1zaq1
zaq1xsw2 zaqxswcde 1qazxsw2 12qwaszx 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1q2w3e4r5t6y7u q1w2e3r4 q1w2e3r4t5
q1w2e3r4t5y6 qweasdzxc qweasd123 qweasdzxc123 qweqweqwe qwe123qwe qwe12345 qwer1234 qwerasdf 1234qwer
1234qwerasdf 123qweasd 123qweasdzxc 12345qwert 123456qwerty asdfghjk asdfghjkl asdf1234 asdfasdf
asdfqwer asdzxc123 zxcvbnm1 zxcvbnm123 zxcvbnmasdf poiuytrewq lkjhgfdsa mnbvcxz1 wsxedcrfv 1qa2ws3ed
qwertyasdf asdfghjkl1 zxcasdqwe 1234rewq 4rfv5tgb 3edc4rfv 2wsx3edc 1qaz1qaz zxcvbnmm
abcd1234 abc12345 abc123456 abcdefgh abcdefg1 abcdefg123 a1b2c3d4 a1b2c3d4e5 a1234567 a12345678 a123456789
aa123456 aaaaaaaa aaaaaaaa1 1234567a 12345678a 123456789a 1234567890a 1234abcd 123abc123 abc123abc
1234567q 12345678q 123456789q 1234567890q 11111111a 1111111a 1q1q1q1q 12341234a qwerty1! q12345678
!@#$%^&* !@#$%^&*() 1234!@#$ 1q2w3e4r! abcd!234
iloveyou iloveyou1 iloveyou2 iloveyou! iloveu123 loveyou1 lovelove sunshine sunshine1 princess princess1
football football1 baseball basketball superman superman1 batman123 starwars trustno1 whatever whatever1
welcome1 welcome123 welcome! welcome2024 welcome2025 letmein1 letmein123 letmein! hello123 hello1234
helloworld hellohello goodluck freedom1 sunflower chocolate butterfly computer computer1 internet
samsung1 samsung123 iphone123 google123 facebook instagram whatsapp telegram youtube1 microsoft
liverpool chelsea1 arsenal1 manchester barcelona realmadrid cristiano ronaldo7 juventus pokemon1
naruto123 dragon12 dragon123 monkey12 monkey123 shadow12 shadow123 master12 master123 mustang1
michael1 jennifer michelle jonathan nicholas danielle victoria samantha alexander benjamin elizabeth
patricia christina jessica1 jordan23 charlie1 thomas12 anthony1 madison1 midnight blink182
admin123 admin1234 admin12345 admin123456 administrator adminadmin changeme changeme1 default1
secret12 secret123 test1234 test12345 testtest guest123 user1234 login123 root1234 access14 letmein12
qwerty2024 qwerty2025 summer2024 summer2025 spring2024 winter2024 autumn2024
anastasia ekaterina aleksandr aleksandra alexandra vladimir svetlana natasha1 tatyana1 dmitriy1
nikita123 marina123 maksim123 andrey123 sergey123 ivan1234 kristina veronika
toshkent toshkent1 toshkent123 tashkent tashkent1 tashkent123 uzbekistan uzbekistan1 ozbekiston
ozbekiston1 samarqand samarkand buxoro123 bukhara1 fargona1 namangan andijon1 andijan1 khorezm1
assalomu assalomu1 assalomualaykum salom123 salom1234 salomsalom rahmat123 yaxshi123 sevgi123 sevgim123
bismillah bismillah1 bismillah123 alhamdulillah subhanallah allahakbar allahuakbar mashallah inshallah
makkah123 madinah1 muhammad muhammad1 abdulloh abdullah abdullah1
йцукенгш йцукенгшщз йцукен123 фывапролд фывапролдж ячсмитьб пароль123 парольпароль привет123
qwerty1234567 0987654321a 1234567890qwerty
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));
