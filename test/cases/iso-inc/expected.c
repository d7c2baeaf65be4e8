void tick(int);
void once(int);

void count(int n)
{
	int hits = 0, misses = 0, left = n;

	once(hits);
	++hits;
	hits += 1;
	hits = hits + 1;
	tick(misses);
	tick(misses);
	tick(misses);
	tick(misses);
	misses += 2;
	left = hits + 1;
	tick(hits++);
	tick(left);
}
