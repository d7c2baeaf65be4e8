int get(int x, int y);
int has(int x);
int peek(int x);
int look(int x);

int f(int x)
{
	if (get(x, 0)) {
		x++;
	}
	if (has(x))
		x++;
	else
		x--;
	if (look(x))
		x++;
	return x;
}
