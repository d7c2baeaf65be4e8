/* char_u is a header's typedef, unknown here */
void next_round(char_u *buf, int round)
{
	buf[0] = (char_u)++round;
	buf[1] = (char_u)--round;
	buf[2] = (round)++ * 2;
}
