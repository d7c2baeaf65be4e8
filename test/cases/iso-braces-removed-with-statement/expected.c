#define CHUNK 512
#define min(a, b) ((a) < (b) ? (a) : (b))

void put(char *buf, int len);

static void send_all(char *buf, int size)
{
	int chunk;

	while (size > 0) {
		chunk = min(size, CHUNK);
		put(buf, chunk);
		buf += chunk;
		size -= chunk;
	}
}

static int first(int a, int b)
{
	int r;

	r = min(a, b);
	return r;
}

static int keep(int a, int b)
{
	int r;

	if (a > b)
		r = a;
	else
		r = b;
	return r;
}

void release(char *p);

static void drop(char *p, char *q)
{
	if (p)
		release(p);
	release(q);
}
