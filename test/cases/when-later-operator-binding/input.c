int read_byte(int client, int reg);

int shift_of(int client)
{
	unsigned char reg;

	reg = read_byte(client, 1);
	reg &= 0x07;
	reg = 0x20 >> reg;
	if (reg > 0)
		return 1;
	return 0;
}
