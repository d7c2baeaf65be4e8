/* One long test function with a goto in every check (the shape of
 * zstd's tests/fuzzer.c, where this took 9 of its 23 CPU seconds):
 * each goto's label was searched for in the whole function, on every
 * path from each call taking an address (fopen_leak's fopen_fetched).
 * The stream is closed on every path: no finding.  The limit (args:
 * --timeout 60) is against the blow-up, not a timing: 2 s here on a
 * quiet machine, about 10 s in the AddressSanitizer build CI also runs,
 * where the old search took minutes (45 s without sanitizers). */
#include <stdio.h>

int get(FILE *, int *);

int run(const char *path)
{
	int n = 0, v;
	FILE *f = fopen(path, "r");

	if (f == NULL)
		return -1;
	if (get(f, &v) != 0)
		goto out;
	n += v;
	if (get(f, &v) != 1)
		goto out;
	n += v;
	if (get(f, &v) != 2)
		goto out;
	n += v;
	if (get(f, &v) != 3)
		goto out;
	n += v;
	if (get(f, &v) != 4)
		goto out;
	n += v;
	if (get(f, &v) != 5)
		goto out;
	n += v;
	if (get(f, &v) != 6)
		goto out;
	n += v;
	if (get(f, &v) != 7)
		goto out;
	n += v;
	if (get(f, &v) != 8)
		goto out;
	n += v;
	if (get(f, &v) != 9)
		goto out;
	n += v;
	if (get(f, &v) != 10)
		goto out;
	n += v;
	if (get(f, &v) != 11)
		goto out;
	n += v;
	if (get(f, &v) != 12)
		goto out;
	n += v;
	if (get(f, &v) != 13)
		goto out;
	n += v;
	if (get(f, &v) != 14)
		goto out;
	n += v;
	if (get(f, &v) != 15)
		goto out;
	n += v;
	if (get(f, &v) != 16)
		goto out;
	n += v;
	if (get(f, &v) != 17)
		goto out;
	n += v;
	if (get(f, &v) != 18)
		goto out;
	n += v;
	if (get(f, &v) != 19)
		goto out;
	n += v;
	if (get(f, &v) != 20)
		goto out;
	n += v;
	if (get(f, &v) != 21)
		goto out;
	n += v;
	if (get(f, &v) != 22)
		goto out;
	n += v;
	if (get(f, &v) != 23)
		goto out;
	n += v;
	if (get(f, &v) != 24)
		goto out;
	n += v;
	if (get(f, &v) != 25)
		goto out;
	n += v;
	if (get(f, &v) != 26)
		goto out;
	n += v;
	if (get(f, &v) != 27)
		goto out;
	n += v;
	if (get(f, &v) != 28)
		goto out;
	n += v;
	if (get(f, &v) != 29)
		goto out;
	n += v;
	if (get(f, &v) != 30)
		goto out;
	n += v;
	if (get(f, &v) != 31)
		goto out;
	n += v;
	if (get(f, &v) != 32)
		goto out;
	n += v;
	if (get(f, &v) != 33)
		goto out;
	n += v;
	if (get(f, &v) != 34)
		goto out;
	n += v;
	if (get(f, &v) != 35)
		goto out;
	n += v;
	if (get(f, &v) != 36)
		goto out;
	n += v;
	if (get(f, &v) != 37)
		goto out;
	n += v;
	if (get(f, &v) != 38)
		goto out;
	n += v;
	if (get(f, &v) != 39)
		goto out;
	n += v;
	if (get(f, &v) != 40)
		goto out;
	n += v;
	if (get(f, &v) != 41)
		goto out;
	n += v;
	if (get(f, &v) != 42)
		goto out;
	n += v;
	if (get(f, &v) != 43)
		goto out;
	n += v;
	if (get(f, &v) != 44)
		goto out;
	n += v;
	if (get(f, &v) != 45)
		goto out;
	n += v;
	if (get(f, &v) != 46)
		goto out;
	n += v;
	if (get(f, &v) != 47)
		goto out;
	n += v;
	if (get(f, &v) != 48)
		goto out;
	n += v;
	if (get(f, &v) != 49)
		goto out;
	n += v;
	if (get(f, &v) != 50)
		goto out;
	n += v;
	if (get(f, &v) != 51)
		goto out;
	n += v;
	if (get(f, &v) != 52)
		goto out;
	n += v;
	if (get(f, &v) != 53)
		goto out;
	n += v;
	if (get(f, &v) != 54)
		goto out;
	n += v;
	if (get(f, &v) != 55)
		goto out;
	n += v;
	if (get(f, &v) != 56)
		goto out;
	n += v;
	if (get(f, &v) != 57)
		goto out;
	n += v;
	if (get(f, &v) != 58)
		goto out;
	n += v;
	if (get(f, &v) != 59)
		goto out;
	n += v;
	if (get(f, &v) != 60)
		goto out;
	n += v;
	if (get(f, &v) != 61)
		goto out;
	n += v;
	if (get(f, &v) != 62)
		goto out;
	n += v;
	if (get(f, &v) != 63)
		goto out;
	n += v;
	if (get(f, &v) != 64)
		goto out;
	n += v;
	if (get(f, &v) != 65)
		goto out;
	n += v;
	if (get(f, &v) != 66)
		goto out;
	n += v;
	if (get(f, &v) != 67)
		goto out;
	n += v;
	if (get(f, &v) != 68)
		goto out;
	n += v;
	if (get(f, &v) != 69)
		goto out;
	n += v;
	if (get(f, &v) != 70)
		goto out;
	n += v;
	if (get(f, &v) != 71)
		goto out;
	n += v;
	if (get(f, &v) != 72)
		goto out;
	n += v;
	if (get(f, &v) != 73)
		goto out;
	n += v;
	if (get(f, &v) != 74)
		goto out;
	n += v;
	if (get(f, &v) != 75)
		goto out;
	n += v;
	if (get(f, &v) != 76)
		goto out;
	n += v;
	if (get(f, &v) != 77)
		goto out;
	n += v;
	if (get(f, &v) != 78)
		goto out;
	n += v;
	if (get(f, &v) != 79)
		goto out;
	n += v;
	if (get(f, &v) != 80)
		goto out;
	n += v;
	if (get(f, &v) != 81)
		goto out;
	n += v;
	if (get(f, &v) != 82)
		goto out;
	n += v;
	if (get(f, &v) != 83)
		goto out;
	n += v;
	if (get(f, &v) != 84)
		goto out;
	n += v;
	if (get(f, &v) != 85)
		goto out;
	n += v;
	if (get(f, &v) != 86)
		goto out;
	n += v;
	if (get(f, &v) != 87)
		goto out;
	n += v;
	if (get(f, &v) != 88)
		goto out;
	n += v;
	if (get(f, &v) != 89)
		goto out;
	n += v;
	if (get(f, &v) != 90)
		goto out;
	n += v;
	if (get(f, &v) != 91)
		goto out;
	n += v;
	if (get(f, &v) != 92)
		goto out;
	n += v;
	if (get(f, &v) != 93)
		goto out;
	n += v;
	if (get(f, &v) != 94)
		goto out;
	n += v;
	if (get(f, &v) != 95)
		goto out;
	n += v;
	if (get(f, &v) != 96)
		goto out;
	n += v;
	if (get(f, &v) != 97)
		goto out;
	n += v;
	if (get(f, &v) != 98)
		goto out;
	n += v;
	if (get(f, &v) != 99)
		goto out;
	n += v;
	if (get(f, &v) != 100)
		goto out;
	n += v;
	if (get(f, &v) != 101)
		goto out;
	n += v;
	if (get(f, &v) != 102)
		goto out;
	n += v;
	if (get(f, &v) != 103)
		goto out;
	n += v;
	if (get(f, &v) != 104)
		goto out;
	n += v;
	if (get(f, &v) != 105)
		goto out;
	n += v;
	if (get(f, &v) != 106)
		goto out;
	n += v;
	if (get(f, &v) != 107)
		goto out;
	n += v;
	if (get(f, &v) != 108)
		goto out;
	n += v;
	if (get(f, &v) != 109)
		goto out;
	n += v;
	if (get(f, &v) != 110)
		goto out;
	n += v;
	if (get(f, &v) != 111)
		goto out;
	n += v;
	if (get(f, &v) != 112)
		goto out;
	n += v;
	if (get(f, &v) != 113)
		goto out;
	n += v;
	if (get(f, &v) != 114)
		goto out;
	n += v;
	if (get(f, &v) != 115)
		goto out;
	n += v;
	if (get(f, &v) != 116)
		goto out;
	n += v;
	if (get(f, &v) != 117)
		goto out;
	n += v;
	if (get(f, &v) != 118)
		goto out;
	n += v;
	if (get(f, &v) != 119)
		goto out;
	n += v;
	if (get(f, &v) != 120)
		goto out;
	n += v;
	if (get(f, &v) != 121)
		goto out;
	n += v;
	if (get(f, &v) != 122)
		goto out;
	n += v;
	if (get(f, &v) != 123)
		goto out;
	n += v;
	if (get(f, &v) != 124)
		goto out;
	n += v;
	if (get(f, &v) != 125)
		goto out;
	n += v;
	if (get(f, &v) != 126)
		goto out;
	n += v;
	if (get(f, &v) != 127)
		goto out;
	n += v;
	if (get(f, &v) != 128)
		goto out;
	n += v;
	if (get(f, &v) != 129)
		goto out;
	n += v;
	if (get(f, &v) != 130)
		goto out;
	n += v;
	if (get(f, &v) != 131)
		goto out;
	n += v;
	if (get(f, &v) != 132)
		goto out;
	n += v;
	if (get(f, &v) != 133)
		goto out;
	n += v;
	if (get(f, &v) != 134)
		goto out;
	n += v;
	if (get(f, &v) != 135)
		goto out;
	n += v;
	if (get(f, &v) != 136)
		goto out;
	n += v;
	if (get(f, &v) != 137)
		goto out;
	n += v;
	if (get(f, &v) != 138)
		goto out;
	n += v;
	if (get(f, &v) != 139)
		goto out;
	n += v;
	if (get(f, &v) != 140)
		goto out;
	n += v;
	if (get(f, &v) != 141)
		goto out;
	n += v;
	if (get(f, &v) != 142)
		goto out;
	n += v;
	if (get(f, &v) != 143)
		goto out;
	n += v;
	if (get(f, &v) != 144)
		goto out;
	n += v;
	if (get(f, &v) != 145)
		goto out;
	n += v;
	if (get(f, &v) != 146)
		goto out;
	n += v;
	if (get(f, &v) != 147)
		goto out;
	n += v;
	if (get(f, &v) != 148)
		goto out;
	n += v;
	if (get(f, &v) != 149)
		goto out;
	n += v;
	if (get(f, &v) != 150)
		goto out;
	n += v;
	if (get(f, &v) != 151)
		goto out;
	n += v;
	if (get(f, &v) != 152)
		goto out;
	n += v;
	if (get(f, &v) != 153)
		goto out;
	n += v;
	if (get(f, &v) != 154)
		goto out;
	n += v;
	if (get(f, &v) != 155)
		goto out;
	n += v;
	if (get(f, &v) != 156)
		goto out;
	n += v;
	if (get(f, &v) != 157)
		goto out;
	n += v;
	if (get(f, &v) != 158)
		goto out;
	n += v;
	if (get(f, &v) != 159)
		goto out;
	n += v;
	if (get(f, &v) != 160)
		goto out;
	n += v;
	if (get(f, &v) != 161)
		goto out;
	n += v;
	if (get(f, &v) != 162)
		goto out;
	n += v;
	if (get(f, &v) != 163)
		goto out;
	n += v;
	if (get(f, &v) != 164)
		goto out;
	n += v;
	if (get(f, &v) != 165)
		goto out;
	n += v;
	if (get(f, &v) != 166)
		goto out;
	n += v;
	if (get(f, &v) != 167)
		goto out;
	n += v;
	if (get(f, &v) != 168)
		goto out;
	n += v;
	if (get(f, &v) != 169)
		goto out;
	n += v;
	if (get(f, &v) != 170)
		goto out;
	n += v;
	if (get(f, &v) != 171)
		goto out;
	n += v;
	if (get(f, &v) != 172)
		goto out;
	n += v;
	if (get(f, &v) != 173)
		goto out;
	n += v;
	if (get(f, &v) != 174)
		goto out;
	n += v;
	if (get(f, &v) != 175)
		goto out;
	n += v;
	if (get(f, &v) != 176)
		goto out;
	n += v;
	if (get(f, &v) != 177)
		goto out;
	n += v;
	if (get(f, &v) != 178)
		goto out;
	n += v;
	if (get(f, &v) != 179)
		goto out;
	n += v;
	if (get(f, &v) != 180)
		goto out;
	n += v;
	if (get(f, &v) != 181)
		goto out;
	n += v;
	if (get(f, &v) != 182)
		goto out;
	n += v;
	if (get(f, &v) != 183)
		goto out;
	n += v;
	if (get(f, &v) != 184)
		goto out;
	n += v;
	if (get(f, &v) != 185)
		goto out;
	n += v;
	if (get(f, &v) != 186)
		goto out;
	n += v;
	if (get(f, &v) != 187)
		goto out;
	n += v;
	if (get(f, &v) != 188)
		goto out;
	n += v;
	if (get(f, &v) != 189)
		goto out;
	n += v;
	if (get(f, &v) != 190)
		goto out;
	n += v;
	if (get(f, &v) != 191)
		goto out;
	n += v;
	if (get(f, &v) != 192)
		goto out;
	n += v;
	if (get(f, &v) != 193)
		goto out;
	n += v;
	if (get(f, &v) != 194)
		goto out;
	n += v;
	if (get(f, &v) != 195)
		goto out;
	n += v;
	if (get(f, &v) != 196)
		goto out;
	n += v;
	if (get(f, &v) != 197)
		goto out;
	n += v;
	if (get(f, &v) != 198)
		goto out;
	n += v;
	if (get(f, &v) != 199)
		goto out;
	n += v;
	if (get(f, &v) != 200)
		goto out;
	n += v;
	if (get(f, &v) != 201)
		goto out;
	n += v;
	if (get(f, &v) != 202)
		goto out;
	n += v;
	if (get(f, &v) != 203)
		goto out;
	n += v;
	if (get(f, &v) != 204)
		goto out;
	n += v;
	if (get(f, &v) != 205)
		goto out;
	n += v;
	if (get(f, &v) != 206)
		goto out;
	n += v;
	if (get(f, &v) != 207)
		goto out;
	n += v;
	if (get(f, &v) != 208)
		goto out;
	n += v;
	if (get(f, &v) != 209)
		goto out;
	n += v;
	if (get(f, &v) != 210)
		goto out;
	n += v;
	if (get(f, &v) != 211)
		goto out;
	n += v;
	if (get(f, &v) != 212)
		goto out;
	n += v;
	if (get(f, &v) != 213)
		goto out;
	n += v;
	if (get(f, &v) != 214)
		goto out;
	n += v;
	if (get(f, &v) != 215)
		goto out;
	n += v;
	if (get(f, &v) != 216)
		goto out;
	n += v;
	if (get(f, &v) != 217)
		goto out;
	n += v;
	if (get(f, &v) != 218)
		goto out;
	n += v;
	if (get(f, &v) != 219)
		goto out;
	n += v;
	if (get(f, &v) != 220)
		goto out;
	n += v;
	if (get(f, &v) != 221)
		goto out;
	n += v;
	if (get(f, &v) != 222)
		goto out;
	n += v;
	if (get(f, &v) != 223)
		goto out;
	n += v;
	if (get(f, &v) != 224)
		goto out;
	n += v;
	if (get(f, &v) != 225)
		goto out;
	n += v;
	if (get(f, &v) != 226)
		goto out;
	n += v;
	if (get(f, &v) != 227)
		goto out;
	n += v;
	if (get(f, &v) != 228)
		goto out;
	n += v;
	if (get(f, &v) != 229)
		goto out;
	n += v;
	if (get(f, &v) != 230)
		goto out;
	n += v;
	if (get(f, &v) != 231)
		goto out;
	n += v;
	if (get(f, &v) != 232)
		goto out;
	n += v;
	if (get(f, &v) != 233)
		goto out;
	n += v;
	if (get(f, &v) != 234)
		goto out;
	n += v;
	if (get(f, &v) != 235)
		goto out;
	n += v;
	if (get(f, &v) != 236)
		goto out;
	n += v;
	if (get(f, &v) != 237)
		goto out;
	n += v;
	if (get(f, &v) != 238)
		goto out;
	n += v;
	if (get(f, &v) != 239)
		goto out;
	n += v;
	if (get(f, &v) != 240)
		goto out;
	n += v;
	if (get(f, &v) != 241)
		goto out;
	n += v;
	if (get(f, &v) != 242)
		goto out;
	n += v;
	if (get(f, &v) != 243)
		goto out;
	n += v;
	if (get(f, &v) != 244)
		goto out;
	n += v;
	if (get(f, &v) != 245)
		goto out;
	n += v;
	if (get(f, &v) != 246)
		goto out;
	n += v;
	if (get(f, &v) != 247)
		goto out;
	n += v;
	if (get(f, &v) != 248)
		goto out;
	n += v;
	if (get(f, &v) != 249)
		goto out;
	n += v;
	if (get(f, &v) != 250)
		goto out;
	n += v;
	if (get(f, &v) != 251)
		goto out;
	n += v;
	if (get(f, &v) != 252)
		goto out;
	n += v;
	if (get(f, &v) != 253)
		goto out;
	n += v;
	if (get(f, &v) != 254)
		goto out;
	n += v;
	if (get(f, &v) != 255)
		goto out;
	n += v;
	if (get(f, &v) != 256)
		goto out;
	n += v;
	if (get(f, &v) != 257)
		goto out;
	n += v;
	if (get(f, &v) != 258)
		goto out;
	n += v;
	if (get(f, &v) != 259)
		goto out;
	n += v;
	if (get(f, &v) != 260)
		goto out;
	n += v;
	if (get(f, &v) != 261)
		goto out;
	n += v;
	if (get(f, &v) != 262)
		goto out;
	n += v;
	if (get(f, &v) != 263)
		goto out;
	n += v;
	if (get(f, &v) != 264)
		goto out;
	n += v;
	if (get(f, &v) != 265)
		goto out;
	n += v;
	if (get(f, &v) != 266)
		goto out;
	n += v;
	if (get(f, &v) != 267)
		goto out;
	n += v;
	if (get(f, &v) != 268)
		goto out;
	n += v;
	if (get(f, &v) != 269)
		goto out;
	n += v;
	if (get(f, &v) != 270)
		goto out;
	n += v;
	if (get(f, &v) != 271)
		goto out;
	n += v;
	if (get(f, &v) != 272)
		goto out;
	n += v;
	if (get(f, &v) != 273)
		goto out;
	n += v;
	if (get(f, &v) != 274)
		goto out;
	n += v;
	if (get(f, &v) != 275)
		goto out;
	n += v;
	if (get(f, &v) != 276)
		goto out;
	n += v;
	if (get(f, &v) != 277)
		goto out;
	n += v;
	if (get(f, &v) != 278)
		goto out;
	n += v;
	if (get(f, &v) != 279)
		goto out;
	n += v;
	if (get(f, &v) != 280)
		goto out;
	n += v;
	if (get(f, &v) != 281)
		goto out;
	n += v;
	if (get(f, &v) != 282)
		goto out;
	n += v;
	if (get(f, &v) != 283)
		goto out;
	n += v;
	if (get(f, &v) != 284)
		goto out;
	n += v;
	if (get(f, &v) != 285)
		goto out;
	n += v;
	if (get(f, &v) != 286)
		goto out;
	n += v;
	if (get(f, &v) != 287)
		goto out;
	n += v;
	if (get(f, &v) != 288)
		goto out;
	n += v;
	if (get(f, &v) != 289)
		goto out;
	n += v;
	if (get(f, &v) != 290)
		goto out;
	n += v;
	if (get(f, &v) != 291)
		goto out;
	n += v;
	if (get(f, &v) != 292)
		goto out;
	n += v;
	if (get(f, &v) != 293)
		goto out;
	n += v;
	if (get(f, &v) != 294)
		goto out;
	n += v;
	if (get(f, &v) != 295)
		goto out;
	n += v;
	if (get(f, &v) != 296)
		goto out;
	n += v;
	if (get(f, &v) != 297)
		goto out;
	n += v;
	if (get(f, &v) != 298)
		goto out;
	n += v;
	if (get(f, &v) != 299)
		goto out;
	n += v;
	if (get(f, &v) != 300)
		goto out;
	n += v;
	if (get(f, &v) != 301)
		goto out;
	n += v;
	if (get(f, &v) != 302)
		goto out;
	n += v;
	if (get(f, &v) != 303)
		goto out;
	n += v;
	if (get(f, &v) != 304)
		goto out;
	n += v;
	if (get(f, &v) != 305)
		goto out;
	n += v;
	if (get(f, &v) != 306)
		goto out;
	n += v;
	if (get(f, &v) != 307)
		goto out;
	n += v;
	if (get(f, &v) != 308)
		goto out;
	n += v;
	if (get(f, &v) != 309)
		goto out;
	n += v;
	if (get(f, &v) != 310)
		goto out;
	n += v;
	if (get(f, &v) != 311)
		goto out;
	n += v;
	if (get(f, &v) != 312)
		goto out;
	n += v;
	if (get(f, &v) != 313)
		goto out;
	n += v;
	if (get(f, &v) != 314)
		goto out;
	n += v;
	if (get(f, &v) != 315)
		goto out;
	n += v;
	if (get(f, &v) != 316)
		goto out;
	n += v;
	if (get(f, &v) != 317)
		goto out;
	n += v;
	if (get(f, &v) != 318)
		goto out;
	n += v;
	if (get(f, &v) != 319)
		goto out;
	n += v;
	if (get(f, &v) != 320)
		goto out;
	n += v;
	if (get(f, &v) != 321)
		goto out;
	n += v;
	if (get(f, &v) != 322)
		goto out;
	n += v;
	if (get(f, &v) != 323)
		goto out;
	n += v;
	if (get(f, &v) != 324)
		goto out;
	n += v;
	if (get(f, &v) != 325)
		goto out;
	n += v;
	if (get(f, &v) != 326)
		goto out;
	n += v;
	if (get(f, &v) != 327)
		goto out;
	n += v;
	if (get(f, &v) != 328)
		goto out;
	n += v;
	if (get(f, &v) != 329)
		goto out;
	n += v;
	if (get(f, &v) != 330)
		goto out;
	n += v;
	if (get(f, &v) != 331)
		goto out;
	n += v;
	if (get(f, &v) != 332)
		goto out;
	n += v;
	if (get(f, &v) != 333)
		goto out;
	n += v;
	if (get(f, &v) != 334)
		goto out;
	n += v;
	if (get(f, &v) != 335)
		goto out;
	n += v;
	if (get(f, &v) != 336)
		goto out;
	n += v;
	if (get(f, &v) != 337)
		goto out;
	n += v;
	if (get(f, &v) != 338)
		goto out;
	n += v;
	if (get(f, &v) != 339)
		goto out;
	n += v;
	if (get(f, &v) != 340)
		goto out;
	n += v;
	if (get(f, &v) != 341)
		goto out;
	n += v;
	if (get(f, &v) != 342)
		goto out;
	n += v;
	if (get(f, &v) != 343)
		goto out;
	n += v;
	if (get(f, &v) != 344)
		goto out;
	n += v;
	if (get(f, &v) != 345)
		goto out;
	n += v;
	if (get(f, &v) != 346)
		goto out;
	n += v;
	if (get(f, &v) != 347)
		goto out;
	n += v;
	if (get(f, &v) != 348)
		goto out;
	n += v;
	if (get(f, &v) != 349)
		goto out;
	n += v;
	if (get(f, &v) != 350)
		goto out;
	n += v;
	if (get(f, &v) != 351)
		goto out;
	n += v;
	if (get(f, &v) != 352)
		goto out;
	n += v;
	if (get(f, &v) != 353)
		goto out;
	n += v;
	if (get(f, &v) != 354)
		goto out;
	n += v;
	if (get(f, &v) != 355)
		goto out;
	n += v;
	if (get(f, &v) != 356)
		goto out;
	n += v;
	if (get(f, &v) != 357)
		goto out;
	n += v;
	if (get(f, &v) != 358)
		goto out;
	n += v;
	if (get(f, &v) != 359)
		goto out;
	n += v;
	if (get(f, &v) != 360)
		goto out;
	n += v;
	if (get(f, &v) != 361)
		goto out;
	n += v;
	if (get(f, &v) != 362)
		goto out;
	n += v;
	if (get(f, &v) != 363)
		goto out;
	n += v;
	if (get(f, &v) != 364)
		goto out;
	n += v;
	if (get(f, &v) != 365)
		goto out;
	n += v;
	if (get(f, &v) != 366)
		goto out;
	n += v;
	if (get(f, &v) != 367)
		goto out;
	n += v;
	if (get(f, &v) != 368)
		goto out;
	n += v;
	if (get(f, &v) != 369)
		goto out;
	n += v;
	if (get(f, &v) != 370)
		goto out;
	n += v;
	if (get(f, &v) != 371)
		goto out;
	n += v;
	if (get(f, &v) != 372)
		goto out;
	n += v;
	if (get(f, &v) != 373)
		goto out;
	n += v;
	if (get(f, &v) != 374)
		goto out;
	n += v;
	if (get(f, &v) != 375)
		goto out;
	n += v;
	if (get(f, &v) != 376)
		goto out;
	n += v;
	if (get(f, &v) != 377)
		goto out;
	n += v;
	if (get(f, &v) != 378)
		goto out;
	n += v;
	if (get(f, &v) != 379)
		goto out;
	n += v;
	if (get(f, &v) != 380)
		goto out;
	n += v;
	if (get(f, &v) != 381)
		goto out;
	n += v;
	if (get(f, &v) != 382)
		goto out;
	n += v;
	if (get(f, &v) != 383)
		goto out;
	n += v;
	if (get(f, &v) != 384)
		goto out;
	n += v;
	if (get(f, &v) != 385)
		goto out;
	n += v;
	if (get(f, &v) != 386)
		goto out;
	n += v;
	if (get(f, &v) != 387)
		goto out;
	n += v;
	if (get(f, &v) != 388)
		goto out;
	n += v;
	if (get(f, &v) != 389)
		goto out;
	n += v;
	if (get(f, &v) != 390)
		goto out;
	n += v;
	if (get(f, &v) != 391)
		goto out;
	n += v;
	if (get(f, &v) != 392)
		goto out;
	n += v;
	if (get(f, &v) != 393)
		goto out;
	n += v;
	if (get(f, &v) != 394)
		goto out;
	n += v;
	if (get(f, &v) != 395)
		goto out;
	n += v;
	if (get(f, &v) != 396)
		goto out;
	n += v;
	if (get(f, &v) != 397)
		goto out;
	n += v;
	if (get(f, &v) != 398)
		goto out;
	n += v;
	if (get(f, &v) != 399)
		goto out;
	n += v;
	if (get(f, &v) != 400)
		goto out;
	n += v;
	if (get(f, &v) != 401)
		goto out;
	n += v;
	if (get(f, &v) != 402)
		goto out;
	n += v;
	if (get(f, &v) != 403)
		goto out;
	n += v;
	if (get(f, &v) != 404)
		goto out;
	n += v;
	if (get(f, &v) != 405)
		goto out;
	n += v;
	if (get(f, &v) != 406)
		goto out;
	n += v;
	if (get(f, &v) != 407)
		goto out;
	n += v;
	if (get(f, &v) != 408)
		goto out;
	n += v;
	if (get(f, &v) != 409)
		goto out;
	n += v;
	if (get(f, &v) != 410)
		goto out;
	n += v;
	if (get(f, &v) != 411)
		goto out;
	n += v;
	if (get(f, &v) != 412)
		goto out;
	n += v;
	if (get(f, &v) != 413)
		goto out;
	n += v;
	if (get(f, &v) != 414)
		goto out;
	n += v;
	if (get(f, &v) != 415)
		goto out;
	n += v;
	if (get(f, &v) != 416)
		goto out;
	n += v;
	if (get(f, &v) != 417)
		goto out;
	n += v;
	if (get(f, &v) != 418)
		goto out;
	n += v;
	if (get(f, &v) != 419)
		goto out;
	n += v;
	if (get(f, &v) != 420)
		goto out;
	n += v;
	if (get(f, &v) != 421)
		goto out;
	n += v;
	if (get(f, &v) != 422)
		goto out;
	n += v;
	if (get(f, &v) != 423)
		goto out;
	n += v;
	if (get(f, &v) != 424)
		goto out;
	n += v;
	if (get(f, &v) != 425)
		goto out;
	n += v;
	if (get(f, &v) != 426)
		goto out;
	n += v;
	if (get(f, &v) != 427)
		goto out;
	n += v;
	if (get(f, &v) != 428)
		goto out;
	n += v;
	if (get(f, &v) != 429)
		goto out;
	n += v;
	if (get(f, &v) != 430)
		goto out;
	n += v;
	if (get(f, &v) != 431)
		goto out;
	n += v;
	if (get(f, &v) != 432)
		goto out;
	n += v;
	if (get(f, &v) != 433)
		goto out;
	n += v;
	if (get(f, &v) != 434)
		goto out;
	n += v;
	if (get(f, &v) != 435)
		goto out;
	n += v;
	if (get(f, &v) != 436)
		goto out;
	n += v;
	if (get(f, &v) != 437)
		goto out;
	n += v;
	if (get(f, &v) != 438)
		goto out;
	n += v;
	if (get(f, &v) != 439)
		goto out;
	n += v;
	if (get(f, &v) != 440)
		goto out;
	n += v;
	if (get(f, &v) != 441)
		goto out;
	n += v;
	if (get(f, &v) != 442)
		goto out;
	n += v;
	if (get(f, &v) != 443)
		goto out;
	n += v;
	if (get(f, &v) != 444)
		goto out;
	n += v;
	if (get(f, &v) != 445)
		goto out;
	n += v;
	if (get(f, &v) != 446)
		goto out;
	n += v;
	if (get(f, &v) != 447)
		goto out;
	n += v;
	if (get(f, &v) != 448)
		goto out;
	n += v;
	if (get(f, &v) != 449)
		goto out;
	n += v;
	if (get(f, &v) != 450)
		goto out;
	n += v;
	if (get(f, &v) != 451)
		goto out;
	n += v;
	if (get(f, &v) != 452)
		goto out;
	n += v;
	if (get(f, &v) != 453)
		goto out;
	n += v;
	if (get(f, &v) != 454)
		goto out;
	n += v;
	if (get(f, &v) != 455)
		goto out;
	n += v;
	if (get(f, &v) != 456)
		goto out;
	n += v;
	if (get(f, &v) != 457)
		goto out;
	n += v;
	if (get(f, &v) != 458)
		goto out;
	n += v;
	if (get(f, &v) != 459)
		goto out;
	n += v;
	if (get(f, &v) != 460)
		goto out;
	n += v;
	if (get(f, &v) != 461)
		goto out;
	n += v;
	if (get(f, &v) != 462)
		goto out;
	n += v;
	if (get(f, &v) != 463)
		goto out;
	n += v;
	if (get(f, &v) != 464)
		goto out;
	n += v;
	if (get(f, &v) != 465)
		goto out;
	n += v;
	if (get(f, &v) != 466)
		goto out;
	n += v;
	if (get(f, &v) != 467)
		goto out;
	n += v;
	if (get(f, &v) != 468)
		goto out;
	n += v;
	if (get(f, &v) != 469)
		goto out;
	n += v;
	if (get(f, &v) != 470)
		goto out;
	n += v;
	if (get(f, &v) != 471)
		goto out;
	n += v;
	if (get(f, &v) != 472)
		goto out;
	n += v;
	if (get(f, &v) != 473)
		goto out;
	n += v;
	if (get(f, &v) != 474)
		goto out;
	n += v;
	if (get(f, &v) != 475)
		goto out;
	n += v;
	if (get(f, &v) != 476)
		goto out;
	n += v;
	if (get(f, &v) != 477)
		goto out;
	n += v;
	if (get(f, &v) != 478)
		goto out;
	n += v;
	if (get(f, &v) != 479)
		goto out;
	n += v;
	if (get(f, &v) != 480)
		goto out;
	n += v;
	if (get(f, &v) != 481)
		goto out;
	n += v;
	if (get(f, &v) != 482)
		goto out;
	n += v;
	if (get(f, &v) != 483)
		goto out;
	n += v;
	if (get(f, &v) != 484)
		goto out;
	n += v;
	if (get(f, &v) != 485)
		goto out;
	n += v;
	if (get(f, &v) != 486)
		goto out;
	n += v;
	if (get(f, &v) != 487)
		goto out;
	n += v;
	if (get(f, &v) != 488)
		goto out;
	n += v;
	if (get(f, &v) != 489)
		goto out;
	n += v;
	if (get(f, &v) != 490)
		goto out;
	n += v;
	if (get(f, &v) != 491)
		goto out;
	n += v;
	if (get(f, &v) != 492)
		goto out;
	n += v;
	if (get(f, &v) != 493)
		goto out;
	n += v;
	if (get(f, &v) != 494)
		goto out;
	n += v;
	if (get(f, &v) != 495)
		goto out;
	n += v;
	if (get(f, &v) != 496)
		goto out;
	n += v;
	if (get(f, &v) != 497)
		goto out;
	n += v;
	if (get(f, &v) != 498)
		goto out;
	n += v;
	if (get(f, &v) != 499)
		goto out;
	n += v;
	if (get(f, &v) != 500)
		goto out;
	n += v;
	if (get(f, &v) != 501)
		goto out;
	n += v;
	if (get(f, &v) != 502)
		goto out;
	n += v;
	if (get(f, &v) != 503)
		goto out;
	n += v;
	if (get(f, &v) != 504)
		goto out;
	n += v;
	if (get(f, &v) != 505)
		goto out;
	n += v;
	if (get(f, &v) != 506)
		goto out;
	n += v;
	if (get(f, &v) != 507)
		goto out;
	n += v;
	if (get(f, &v) != 508)
		goto out;
	n += v;
	if (get(f, &v) != 509)
		goto out;
	n += v;
	if (get(f, &v) != 510)
		goto out;
	n += v;
	if (get(f, &v) != 511)
		goto out;
	n += v;
	if (get(f, &v) != 512)
		goto out;
	n += v;
	if (get(f, &v) != 513)
		goto out;
	n += v;
	if (get(f, &v) != 514)
		goto out;
	n += v;
	if (get(f, &v) != 515)
		goto out;
	n += v;
	if (get(f, &v) != 516)
		goto out;
	n += v;
	if (get(f, &v) != 517)
		goto out;
	n += v;
	if (get(f, &v) != 518)
		goto out;
	n += v;
	if (get(f, &v) != 519)
		goto out;
	n += v;
	if (get(f, &v) != 520)
		goto out;
	n += v;
	if (get(f, &v) != 521)
		goto out;
	n += v;
	if (get(f, &v) != 522)
		goto out;
	n += v;
	if (get(f, &v) != 523)
		goto out;
	n += v;
	if (get(f, &v) != 524)
		goto out;
	n += v;
	if (get(f, &v) != 525)
		goto out;
	n += v;
	if (get(f, &v) != 526)
		goto out;
	n += v;
	if (get(f, &v) != 527)
		goto out;
	n += v;
	if (get(f, &v) != 528)
		goto out;
	n += v;
	if (get(f, &v) != 529)
		goto out;
	n += v;
	if (get(f, &v) != 530)
		goto out;
	n += v;
	if (get(f, &v) != 531)
		goto out;
	n += v;
	if (get(f, &v) != 532)
		goto out;
	n += v;
	if (get(f, &v) != 533)
		goto out;
	n += v;
	if (get(f, &v) != 534)
		goto out;
	n += v;
	if (get(f, &v) != 535)
		goto out;
	n += v;
	if (get(f, &v) != 536)
		goto out;
	n += v;
	if (get(f, &v) != 537)
		goto out;
	n += v;
	if (get(f, &v) != 538)
		goto out;
	n += v;
	if (get(f, &v) != 539)
		goto out;
	n += v;
	if (get(f, &v) != 540)
		goto out;
	n += v;
	if (get(f, &v) != 541)
		goto out;
	n += v;
	if (get(f, &v) != 542)
		goto out;
	n += v;
	if (get(f, &v) != 543)
		goto out;
	n += v;
	if (get(f, &v) != 544)
		goto out;
	n += v;
	if (get(f, &v) != 545)
		goto out;
	n += v;
	if (get(f, &v) != 546)
		goto out;
	n += v;
	if (get(f, &v) != 547)
		goto out;
	n += v;
	if (get(f, &v) != 548)
		goto out;
	n += v;
	if (get(f, &v) != 549)
		goto out;
	n += v;
	if (get(f, &v) != 550)
		goto out;
	n += v;
	if (get(f, &v) != 551)
		goto out;
	n += v;
	if (get(f, &v) != 552)
		goto out;
	n += v;
	if (get(f, &v) != 553)
		goto out;
	n += v;
	if (get(f, &v) != 554)
		goto out;
	n += v;
	if (get(f, &v) != 555)
		goto out;
	n += v;
	if (get(f, &v) != 556)
		goto out;
	n += v;
	if (get(f, &v) != 557)
		goto out;
	n += v;
	if (get(f, &v) != 558)
		goto out;
	n += v;
	if (get(f, &v) != 559)
		goto out;
	n += v;
	if (get(f, &v) != 560)
		goto out;
	n += v;
	if (get(f, &v) != 561)
		goto out;
	n += v;
	if (get(f, &v) != 562)
		goto out;
	n += v;
	if (get(f, &v) != 563)
		goto out;
	n += v;
	if (get(f, &v) != 564)
		goto out;
	n += v;
	if (get(f, &v) != 565)
		goto out;
	n += v;
	if (get(f, &v) != 566)
		goto out;
	n += v;
	if (get(f, &v) != 567)
		goto out;
	n += v;
	if (get(f, &v) != 568)
		goto out;
	n += v;
	if (get(f, &v) != 569)
		goto out;
	n += v;
	if (get(f, &v) != 570)
		goto out;
	n += v;
	if (get(f, &v) != 571)
		goto out;
	n += v;
	if (get(f, &v) != 572)
		goto out;
	n += v;
	if (get(f, &v) != 573)
		goto out;
	n += v;
	if (get(f, &v) != 574)
		goto out;
	n += v;
	if (get(f, &v) != 575)
		goto out;
	n += v;
	if (get(f, &v) != 576)
		goto out;
	n += v;
	if (get(f, &v) != 577)
		goto out;
	n += v;
	if (get(f, &v) != 578)
		goto out;
	n += v;
	if (get(f, &v) != 579)
		goto out;
	n += v;
	if (get(f, &v) != 580)
		goto out;
	n += v;
	if (get(f, &v) != 581)
		goto out;
	n += v;
	if (get(f, &v) != 582)
		goto out;
	n += v;
	if (get(f, &v) != 583)
		goto out;
	n += v;
	if (get(f, &v) != 584)
		goto out;
	n += v;
	if (get(f, &v) != 585)
		goto out;
	n += v;
	if (get(f, &v) != 586)
		goto out;
	n += v;
	if (get(f, &v) != 587)
		goto out;
	n += v;
	if (get(f, &v) != 588)
		goto out;
	n += v;
	if (get(f, &v) != 589)
		goto out;
	n += v;
	if (get(f, &v) != 590)
		goto out;
	n += v;
	if (get(f, &v) != 591)
		goto out;
	n += v;
	if (get(f, &v) != 592)
		goto out;
	n += v;
	if (get(f, &v) != 593)
		goto out;
	n += v;
	if (get(f, &v) != 594)
		goto out;
	n += v;
	if (get(f, &v) != 595)
		goto out;
	n += v;
	if (get(f, &v) != 596)
		goto out;
	n += v;
	if (get(f, &v) != 597)
		goto out;
	n += v;
	if (get(f, &v) != 598)
		goto out;
	n += v;
	if (get(f, &v) != 599)
		goto out;
	n += v;
	if (get(f, &v) != 600)
		goto out;
	n += v;
	if (get(f, &v) != 601)
		goto out;
	n += v;
	if (get(f, &v) != 602)
		goto out;
	n += v;
	if (get(f, &v) != 603)
		goto out;
	n += v;
	if (get(f, &v) != 604)
		goto out;
	n += v;
	if (get(f, &v) != 605)
		goto out;
	n += v;
	if (get(f, &v) != 606)
		goto out;
	n += v;
	if (get(f, &v) != 607)
		goto out;
	n += v;
	if (get(f, &v) != 608)
		goto out;
	n += v;
	if (get(f, &v) != 609)
		goto out;
	n += v;
	if (get(f, &v) != 610)
		goto out;
	n += v;
	if (get(f, &v) != 611)
		goto out;
	n += v;
	if (get(f, &v) != 612)
		goto out;
	n += v;
	if (get(f, &v) != 613)
		goto out;
	n += v;
	if (get(f, &v) != 614)
		goto out;
	n += v;
	if (get(f, &v) != 615)
		goto out;
	n += v;
	if (get(f, &v) != 616)
		goto out;
	n += v;
	if (get(f, &v) != 617)
		goto out;
	n += v;
	if (get(f, &v) != 618)
		goto out;
	n += v;
	if (get(f, &v) != 619)
		goto out;
	n += v;
	if (get(f, &v) != 620)
		goto out;
	n += v;
	if (get(f, &v) != 621)
		goto out;
	n += v;
	if (get(f, &v) != 622)
		goto out;
	n += v;
	if (get(f, &v) != 623)
		goto out;
	n += v;
	if (get(f, &v) != 624)
		goto out;
	n += v;
	if (get(f, &v) != 625)
		goto out;
	n += v;
	if (get(f, &v) != 626)
		goto out;
	n += v;
	if (get(f, &v) != 627)
		goto out;
	n += v;
	if (get(f, &v) != 628)
		goto out;
	n += v;
	if (get(f, &v) != 629)
		goto out;
	n += v;
	if (get(f, &v) != 630)
		goto out;
	n += v;
	if (get(f, &v) != 631)
		goto out;
	n += v;
	if (get(f, &v) != 632)
		goto out;
	n += v;
	if (get(f, &v) != 633)
		goto out;
	n += v;
	if (get(f, &v) != 634)
		goto out;
	n += v;
	if (get(f, &v) != 635)
		goto out;
	n += v;
	if (get(f, &v) != 636)
		goto out;
	n += v;
	if (get(f, &v) != 637)
		goto out;
	n += v;
	if (get(f, &v) != 638)
		goto out;
	n += v;
	if (get(f, &v) != 639)
		goto out;
	n += v;
	if (get(f, &v) != 640)
		goto out;
	n += v;
	if (get(f, &v) != 641)
		goto out;
	n += v;
	if (get(f, &v) != 642)
		goto out;
	n += v;
	if (get(f, &v) != 643)
		goto out;
	n += v;
	if (get(f, &v) != 644)
		goto out;
	n += v;
	if (get(f, &v) != 645)
		goto out;
	n += v;
	if (get(f, &v) != 646)
		goto out;
	n += v;
	if (get(f, &v) != 647)
		goto out;
	n += v;
	if (get(f, &v) != 648)
		goto out;
	n += v;
	if (get(f, &v) != 649)
		goto out;
	n += v;
	if (get(f, &v) != 650)
		goto out;
	n += v;
	if (get(f, &v) != 651)
		goto out;
	n += v;
	if (get(f, &v) != 652)
		goto out;
	n += v;
	if (get(f, &v) != 653)
		goto out;
	n += v;
	if (get(f, &v) != 654)
		goto out;
	n += v;
	if (get(f, &v) != 655)
		goto out;
	n += v;
	if (get(f, &v) != 656)
		goto out;
	n += v;
	if (get(f, &v) != 657)
		goto out;
	n += v;
	if (get(f, &v) != 658)
		goto out;
	n += v;
	if (get(f, &v) != 659)
		goto out;
	n += v;
	if (get(f, &v) != 660)
		goto out;
	n += v;
	if (get(f, &v) != 661)
		goto out;
	n += v;
	if (get(f, &v) != 662)
		goto out;
	n += v;
	if (get(f, &v) != 663)
		goto out;
	n += v;
	if (get(f, &v) != 664)
		goto out;
	n += v;
	if (get(f, &v) != 665)
		goto out;
	n += v;
	if (get(f, &v) != 666)
		goto out;
	n += v;
	if (get(f, &v) != 667)
		goto out;
	n += v;
	if (get(f, &v) != 668)
		goto out;
	n += v;
	if (get(f, &v) != 669)
		goto out;
	n += v;
	if (get(f, &v) != 670)
		goto out;
	n += v;
	if (get(f, &v) != 671)
		goto out;
	n += v;
	if (get(f, &v) != 672)
		goto out;
	n += v;
	if (get(f, &v) != 673)
		goto out;
	n += v;
	if (get(f, &v) != 674)
		goto out;
	n += v;
	if (get(f, &v) != 675)
		goto out;
	n += v;
	if (get(f, &v) != 676)
		goto out;
	n += v;
	if (get(f, &v) != 677)
		goto out;
	n += v;
	if (get(f, &v) != 678)
		goto out;
	n += v;
	if (get(f, &v) != 679)
		goto out;
	n += v;
	if (get(f, &v) != 680)
		goto out;
	n += v;
	if (get(f, &v) != 681)
		goto out;
	n += v;
	if (get(f, &v) != 682)
		goto out;
	n += v;
	if (get(f, &v) != 683)
		goto out;
	n += v;
	if (get(f, &v) != 684)
		goto out;
	n += v;
	if (get(f, &v) != 685)
		goto out;
	n += v;
	if (get(f, &v) != 686)
		goto out;
	n += v;
	if (get(f, &v) != 687)
		goto out;
	n += v;
	if (get(f, &v) != 688)
		goto out;
	n += v;
	if (get(f, &v) != 689)
		goto out;
	n += v;
	if (get(f, &v) != 690)
		goto out;
	n += v;
	if (get(f, &v) != 691)
		goto out;
	n += v;
	if (get(f, &v) != 692)
		goto out;
	n += v;
	if (get(f, &v) != 693)
		goto out;
	n += v;
	if (get(f, &v) != 694)
		goto out;
	n += v;
	if (get(f, &v) != 695)
		goto out;
	n += v;
	if (get(f, &v) != 696)
		goto out;
	n += v;
	if (get(f, &v) != 697)
		goto out;
	n += v;
	if (get(f, &v) != 698)
		goto out;
	n += v;
	if (get(f, &v) != 699)
		goto out;
	n += v;
	if (get(f, &v) != 700)
		goto out;
	n += v;
	if (get(f, &v) != 701)
		goto out;
	n += v;
	if (get(f, &v) != 702)
		goto out;
	n += v;
	if (get(f, &v) != 703)
		goto out;
	n += v;
	if (get(f, &v) != 704)
		goto out;
	n += v;
	if (get(f, &v) != 705)
		goto out;
	n += v;
	if (get(f, &v) != 706)
		goto out;
	n += v;
	if (get(f, &v) != 707)
		goto out;
	n += v;
	if (get(f, &v) != 708)
		goto out;
	n += v;
	if (get(f, &v) != 709)
		goto out;
	n += v;
	if (get(f, &v) != 710)
		goto out;
	n += v;
	if (get(f, &v) != 711)
		goto out;
	n += v;
	if (get(f, &v) != 712)
		goto out;
	n += v;
	if (get(f, &v) != 713)
		goto out;
	n += v;
	if (get(f, &v) != 714)
		goto out;
	n += v;
	if (get(f, &v) != 715)
		goto out;
	n += v;
	if (get(f, &v) != 716)
		goto out;
	n += v;
	if (get(f, &v) != 717)
		goto out;
	n += v;
	if (get(f, &v) != 718)
		goto out;
	n += v;
	if (get(f, &v) != 719)
		goto out;
	n += v;
	if (get(f, &v) != 720)
		goto out;
	n += v;
	if (get(f, &v) != 721)
		goto out;
	n += v;
	if (get(f, &v) != 722)
		goto out;
	n += v;
	if (get(f, &v) != 723)
		goto out;
	n += v;
	if (get(f, &v) != 724)
		goto out;
	n += v;
	if (get(f, &v) != 725)
		goto out;
	n += v;
	if (get(f, &v) != 726)
		goto out;
	n += v;
	if (get(f, &v) != 727)
		goto out;
	n += v;
	if (get(f, &v) != 728)
		goto out;
	n += v;
	if (get(f, &v) != 729)
		goto out;
	n += v;
	if (get(f, &v) != 730)
		goto out;
	n += v;
	if (get(f, &v) != 731)
		goto out;
	n += v;
	if (get(f, &v) != 732)
		goto out;
	n += v;
	if (get(f, &v) != 733)
		goto out;
	n += v;
	if (get(f, &v) != 734)
		goto out;
	n += v;
	if (get(f, &v) != 735)
		goto out;
	n += v;
	if (get(f, &v) != 736)
		goto out;
	n += v;
	if (get(f, &v) != 737)
		goto out;
	n += v;
	if (get(f, &v) != 738)
		goto out;
	n += v;
	if (get(f, &v) != 739)
		goto out;
	n += v;
	if (get(f, &v) != 740)
		goto out;
	n += v;
	if (get(f, &v) != 741)
		goto out;
	n += v;
	if (get(f, &v) != 742)
		goto out;
	n += v;
	if (get(f, &v) != 743)
		goto out;
	n += v;
	if (get(f, &v) != 744)
		goto out;
	n += v;
	if (get(f, &v) != 745)
		goto out;
	n += v;
	if (get(f, &v) != 746)
		goto out;
	n += v;
	if (get(f, &v) != 747)
		goto out;
	n += v;
	if (get(f, &v) != 748)
		goto out;
	n += v;
	if (get(f, &v) != 749)
		goto out;
	n += v;
	if (get(f, &v) != 750)
		goto out;
	n += v;
	if (get(f, &v) != 751)
		goto out;
	n += v;
	if (get(f, &v) != 752)
		goto out;
	n += v;
	if (get(f, &v) != 753)
		goto out;
	n += v;
	if (get(f, &v) != 754)
		goto out;
	n += v;
	if (get(f, &v) != 755)
		goto out;
	n += v;
	if (get(f, &v) != 756)
		goto out;
	n += v;
	if (get(f, &v) != 757)
		goto out;
	n += v;
	if (get(f, &v) != 758)
		goto out;
	n += v;
	if (get(f, &v) != 759)
		goto out;
	n += v;
	if (get(f, &v) != 760)
		goto out;
	n += v;
	if (get(f, &v) != 761)
		goto out;
	n += v;
	if (get(f, &v) != 762)
		goto out;
	n += v;
	if (get(f, &v) != 763)
		goto out;
	n += v;
	if (get(f, &v) != 764)
		goto out;
	n += v;
	if (get(f, &v) != 765)
		goto out;
	n += v;
	if (get(f, &v) != 766)
		goto out;
	n += v;
	if (get(f, &v) != 767)
		goto out;
	n += v;
	if (get(f, &v) != 768)
		goto out;
	n += v;
	if (get(f, &v) != 769)
		goto out;
	n += v;
	if (get(f, &v) != 770)
		goto out;
	n += v;
	if (get(f, &v) != 771)
		goto out;
	n += v;
	if (get(f, &v) != 772)
		goto out;
	n += v;
	if (get(f, &v) != 773)
		goto out;
	n += v;
	if (get(f, &v) != 774)
		goto out;
	n += v;
	if (get(f, &v) != 775)
		goto out;
	n += v;
	if (get(f, &v) != 776)
		goto out;
	n += v;
	if (get(f, &v) != 777)
		goto out;
	n += v;
	if (get(f, &v) != 778)
		goto out;
	n += v;
	if (get(f, &v) != 779)
		goto out;
	n += v;
	if (get(f, &v) != 780)
		goto out;
	n += v;
	if (get(f, &v) != 781)
		goto out;
	n += v;
	if (get(f, &v) != 782)
		goto out;
	n += v;
	if (get(f, &v) != 783)
		goto out;
	n += v;
	if (get(f, &v) != 784)
		goto out;
	n += v;
	if (get(f, &v) != 785)
		goto out;
	n += v;
	if (get(f, &v) != 786)
		goto out;
	n += v;
	if (get(f, &v) != 787)
		goto out;
	n += v;
	if (get(f, &v) != 788)
		goto out;
	n += v;
	if (get(f, &v) != 789)
		goto out;
	n += v;
	if (get(f, &v) != 790)
		goto out;
	n += v;
	if (get(f, &v) != 791)
		goto out;
	n += v;
	if (get(f, &v) != 792)
		goto out;
	n += v;
	if (get(f, &v) != 793)
		goto out;
	n += v;
	if (get(f, &v) != 794)
		goto out;
	n += v;
	if (get(f, &v) != 795)
		goto out;
	n += v;
	if (get(f, &v) != 796)
		goto out;
	n += v;
	if (get(f, &v) != 797)
		goto out;
	n += v;
	if (get(f, &v) != 798)
		goto out;
	n += v;
	if (get(f, &v) != 799)
		goto out;
	n += v;
	if (get(f, &v) != 800)
		goto out;
	n += v;
	if (get(f, &v) != 801)
		goto out;
	n += v;
	if (get(f, &v) != 802)
		goto out;
	n += v;
	if (get(f, &v) != 803)
		goto out;
	n += v;
	if (get(f, &v) != 804)
		goto out;
	n += v;
	if (get(f, &v) != 805)
		goto out;
	n += v;
	if (get(f, &v) != 806)
		goto out;
	n += v;
	if (get(f, &v) != 807)
		goto out;
	n += v;
	if (get(f, &v) != 808)
		goto out;
	n += v;
	if (get(f, &v) != 809)
		goto out;
	n += v;
	if (get(f, &v) != 810)
		goto out;
	n += v;
	if (get(f, &v) != 811)
		goto out;
	n += v;
	if (get(f, &v) != 812)
		goto out;
	n += v;
	if (get(f, &v) != 813)
		goto out;
	n += v;
	if (get(f, &v) != 814)
		goto out;
	n += v;
	if (get(f, &v) != 815)
		goto out;
	n += v;
	if (get(f, &v) != 816)
		goto out;
	n += v;
	if (get(f, &v) != 817)
		goto out;
	n += v;
	if (get(f, &v) != 818)
		goto out;
	n += v;
	if (get(f, &v) != 819)
		goto out;
	n += v;
	if (get(f, &v) != 820)
		goto out;
	n += v;
	if (get(f, &v) != 821)
		goto out;
	n += v;
	if (get(f, &v) != 822)
		goto out;
	n += v;
	if (get(f, &v) != 823)
		goto out;
	n += v;
	if (get(f, &v) != 824)
		goto out;
	n += v;
	if (get(f, &v) != 825)
		goto out;
	n += v;
	if (get(f, &v) != 826)
		goto out;
	n += v;
	if (get(f, &v) != 827)
		goto out;
	n += v;
	if (get(f, &v) != 828)
		goto out;
	n += v;
	if (get(f, &v) != 829)
		goto out;
	n += v;
	if (get(f, &v) != 830)
		goto out;
	n += v;
	if (get(f, &v) != 831)
		goto out;
	n += v;
	if (get(f, &v) != 832)
		goto out;
	n += v;
	if (get(f, &v) != 833)
		goto out;
	n += v;
	if (get(f, &v) != 834)
		goto out;
	n += v;
	if (get(f, &v) != 835)
		goto out;
	n += v;
	if (get(f, &v) != 836)
		goto out;
	n += v;
	if (get(f, &v) != 837)
		goto out;
	n += v;
	if (get(f, &v) != 838)
		goto out;
	n += v;
	if (get(f, &v) != 839)
		goto out;
	n += v;
	if (get(f, &v) != 840)
		goto out;
	n += v;
	if (get(f, &v) != 841)
		goto out;
	n += v;
	if (get(f, &v) != 842)
		goto out;
	n += v;
	if (get(f, &v) != 843)
		goto out;
	n += v;
	if (get(f, &v) != 844)
		goto out;
	n += v;
	if (get(f, &v) != 845)
		goto out;
	n += v;
	if (get(f, &v) != 846)
		goto out;
	n += v;
	if (get(f, &v) != 847)
		goto out;
	n += v;
	if (get(f, &v) != 848)
		goto out;
	n += v;
	if (get(f, &v) != 849)
		goto out;
	n += v;
	if (get(f, &v) != 850)
		goto out;
	n += v;
	if (get(f, &v) != 851)
		goto out;
	n += v;
	if (get(f, &v) != 852)
		goto out;
	n += v;
	if (get(f, &v) != 853)
		goto out;
	n += v;
	if (get(f, &v) != 854)
		goto out;
	n += v;
	if (get(f, &v) != 855)
		goto out;
	n += v;
	if (get(f, &v) != 856)
		goto out;
	n += v;
	if (get(f, &v) != 857)
		goto out;
	n += v;
	if (get(f, &v) != 858)
		goto out;
	n += v;
	if (get(f, &v) != 859)
		goto out;
	n += v;
	if (get(f, &v) != 860)
		goto out;
	n += v;
	if (get(f, &v) != 861)
		goto out;
	n += v;
	if (get(f, &v) != 862)
		goto out;
	n += v;
	if (get(f, &v) != 863)
		goto out;
	n += v;
	if (get(f, &v) != 864)
		goto out;
	n += v;
	if (get(f, &v) != 865)
		goto out;
	n += v;
	if (get(f, &v) != 866)
		goto out;
	n += v;
	if (get(f, &v) != 867)
		goto out;
	n += v;
	if (get(f, &v) != 868)
		goto out;
	n += v;
	if (get(f, &v) != 869)
		goto out;
	n += v;
	if (get(f, &v) != 870)
		goto out;
	n += v;
	if (get(f, &v) != 871)
		goto out;
	n += v;
	if (get(f, &v) != 872)
		goto out;
	n += v;
	if (get(f, &v) != 873)
		goto out;
	n += v;
	if (get(f, &v) != 874)
		goto out;
	n += v;
	if (get(f, &v) != 875)
		goto out;
	n += v;
	if (get(f, &v) != 876)
		goto out;
	n += v;
	if (get(f, &v) != 877)
		goto out;
	n += v;
	if (get(f, &v) != 878)
		goto out;
	n += v;
	if (get(f, &v) != 879)
		goto out;
	n += v;
	if (get(f, &v) != 880)
		goto out;
	n += v;
	if (get(f, &v) != 881)
		goto out;
	n += v;
	if (get(f, &v) != 882)
		goto out;
	n += v;
	if (get(f, &v) != 883)
		goto out;
	n += v;
	if (get(f, &v) != 884)
		goto out;
	n += v;
	if (get(f, &v) != 885)
		goto out;
	n += v;
	if (get(f, &v) != 886)
		goto out;
	n += v;
	if (get(f, &v) != 887)
		goto out;
	n += v;
	if (get(f, &v) != 888)
		goto out;
	n += v;
	if (get(f, &v) != 889)
		goto out;
	n += v;
	if (get(f, &v) != 890)
		goto out;
	n += v;
	if (get(f, &v) != 891)
		goto out;
	n += v;
	if (get(f, &v) != 892)
		goto out;
	n += v;
	if (get(f, &v) != 893)
		goto out;
	n += v;
	if (get(f, &v) != 894)
		goto out;
	n += v;
	if (get(f, &v) != 895)
		goto out;
	n += v;
	if (get(f, &v) != 896)
		goto out;
	n += v;
	if (get(f, &v) != 897)
		goto out;
	n += v;
	if (get(f, &v) != 898)
		goto out;
	n += v;
	if (get(f, &v) != 899)
		goto out;
	n += v;
	if (get(f, &v) != 900)
		goto out;
	n += v;
	if (get(f, &v) != 901)
		goto out;
	n += v;
	if (get(f, &v) != 902)
		goto out;
	n += v;
	if (get(f, &v) != 903)
		goto out;
	n += v;
	if (get(f, &v) != 904)
		goto out;
	n += v;
	if (get(f, &v) != 905)
		goto out;
	n += v;
	if (get(f, &v) != 906)
		goto out;
	n += v;
	if (get(f, &v) != 907)
		goto out;
	n += v;
	if (get(f, &v) != 908)
		goto out;
	n += v;
	if (get(f, &v) != 909)
		goto out;
	n += v;
	if (get(f, &v) != 910)
		goto out;
	n += v;
	if (get(f, &v) != 911)
		goto out;
	n += v;
	if (get(f, &v) != 912)
		goto out;
	n += v;
	if (get(f, &v) != 913)
		goto out;
	n += v;
	if (get(f, &v) != 914)
		goto out;
	n += v;
	if (get(f, &v) != 915)
		goto out;
	n += v;
	if (get(f, &v) != 916)
		goto out;
	n += v;
	if (get(f, &v) != 917)
		goto out;
	n += v;
	if (get(f, &v) != 918)
		goto out;
	n += v;
	if (get(f, &v) != 919)
		goto out;
	n += v;
	if (get(f, &v) != 920)
		goto out;
	n += v;
	if (get(f, &v) != 921)
		goto out;
	n += v;
	if (get(f, &v) != 922)
		goto out;
	n += v;
	if (get(f, &v) != 923)
		goto out;
	n += v;
	if (get(f, &v) != 924)
		goto out;
	n += v;
	if (get(f, &v) != 925)
		goto out;
	n += v;
	if (get(f, &v) != 926)
		goto out;
	n += v;
	if (get(f, &v) != 927)
		goto out;
	n += v;
	if (get(f, &v) != 928)
		goto out;
	n += v;
	if (get(f, &v) != 929)
		goto out;
	n += v;
	if (get(f, &v) != 930)
		goto out;
	n += v;
	if (get(f, &v) != 931)
		goto out;
	n += v;
	if (get(f, &v) != 932)
		goto out;
	n += v;
	if (get(f, &v) != 933)
		goto out;
	n += v;
	if (get(f, &v) != 934)
		goto out;
	n += v;
	if (get(f, &v) != 935)
		goto out;
	n += v;
	if (get(f, &v) != 936)
		goto out;
	n += v;
	if (get(f, &v) != 937)
		goto out;
	n += v;
	if (get(f, &v) != 938)
		goto out;
	n += v;
	if (get(f, &v) != 939)
		goto out;
	n += v;
	if (get(f, &v) != 940)
		goto out;
	n += v;
	if (get(f, &v) != 941)
		goto out;
	n += v;
	if (get(f, &v) != 942)
		goto out;
	n += v;
	if (get(f, &v) != 943)
		goto out;
	n += v;
	if (get(f, &v) != 944)
		goto out;
	n += v;
	if (get(f, &v) != 945)
		goto out;
	n += v;
	if (get(f, &v) != 946)
		goto out;
	n += v;
	if (get(f, &v) != 947)
		goto out;
	n += v;
	if (get(f, &v) != 948)
		goto out;
	n += v;
	if (get(f, &v) != 949)
		goto out;
	n += v;
	if (get(f, &v) != 950)
		goto out;
	n += v;
	if (get(f, &v) != 951)
		goto out;
	n += v;
	if (get(f, &v) != 952)
		goto out;
	n += v;
	if (get(f, &v) != 953)
		goto out;
	n += v;
	if (get(f, &v) != 954)
		goto out;
	n += v;
	if (get(f, &v) != 955)
		goto out;
	n += v;
	if (get(f, &v) != 956)
		goto out;
	n += v;
	if (get(f, &v) != 957)
		goto out;
	n += v;
	if (get(f, &v) != 958)
		goto out;
	n += v;
	if (get(f, &v) != 959)
		goto out;
	n += v;
	if (get(f, &v) != 960)
		goto out;
	n += v;
	if (get(f, &v) != 961)
		goto out;
	n += v;
	if (get(f, &v) != 962)
		goto out;
	n += v;
	if (get(f, &v) != 963)
		goto out;
	n += v;
	if (get(f, &v) != 964)
		goto out;
	n += v;
	if (get(f, &v) != 965)
		goto out;
	n += v;
	if (get(f, &v) != 966)
		goto out;
	n += v;
	if (get(f, &v) != 967)
		goto out;
	n += v;
	if (get(f, &v) != 968)
		goto out;
	n += v;
	if (get(f, &v) != 969)
		goto out;
	n += v;
	if (get(f, &v) != 970)
		goto out;
	n += v;
	if (get(f, &v) != 971)
		goto out;
	n += v;
	if (get(f, &v) != 972)
		goto out;
	n += v;
	if (get(f, &v) != 973)
		goto out;
	n += v;
	if (get(f, &v) != 974)
		goto out;
	n += v;
	if (get(f, &v) != 975)
		goto out;
	n += v;
	if (get(f, &v) != 976)
		goto out;
	n += v;
	if (get(f, &v) != 977)
		goto out;
	n += v;
	if (get(f, &v) != 978)
		goto out;
	n += v;
	if (get(f, &v) != 979)
		goto out;
	n += v;
	if (get(f, &v) != 980)
		goto out;
	n += v;
	if (get(f, &v) != 981)
		goto out;
	n += v;
	if (get(f, &v) != 982)
		goto out;
	n += v;
	if (get(f, &v) != 983)
		goto out;
	n += v;
	if (get(f, &v) != 984)
		goto out;
	n += v;
	if (get(f, &v) != 985)
		goto out;
	n += v;
	if (get(f, &v) != 986)
		goto out;
	n += v;
	if (get(f, &v) != 987)
		goto out;
	n += v;
	if (get(f, &v) != 988)
		goto out;
	n += v;
	if (get(f, &v) != 989)
		goto out;
	n += v;
	if (get(f, &v) != 990)
		goto out;
	n += v;
	if (get(f, &v) != 991)
		goto out;
	n += v;
	if (get(f, &v) != 992)
		goto out;
	n += v;
	if (get(f, &v) != 993)
		goto out;
	n += v;
	if (get(f, &v) != 994)
		goto out;
	n += v;
	if (get(f, &v) != 995)
		goto out;
	n += v;
	if (get(f, &v) != 996)
		goto out;
	n += v;
	if (get(f, &v) != 997)
		goto out;
	n += v;
	if (get(f, &v) != 998)
		goto out;
	n += v;
	if (get(f, &v) != 999)
		goto out;
	n += v;
out:
	fclose(f);
	return n;
}
