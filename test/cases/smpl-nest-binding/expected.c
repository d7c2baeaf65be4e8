void get(int), put(int), finish(void);

void one(int n)
{
	while (n--) {
		get(7);
	}
	put(7);
}
