int by_len(int len, char *buf) { return 0; }

int by_size(int size, char *buf)
{
	return 0;
}

int by_count(int count, char *buf) { return 0; }
