void tick(int);
void once(int);

void count(int n)
{
	int hits = 0, misses = 0, left = n;

	hits++;
	++hits;
	hits += 1;
	hits = hits + 1;
	misses++;
	++misses;
	misses += 1;
	misses = misses + 1;
	misses += 2;
	left = hits + 1;
	tick(hits++);
	tick(left);
}
