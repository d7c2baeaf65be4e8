#define __nocast
int sum(char q __nocast, int w)
{
	return q + w;
}
int other(int q, int w)
{
	return q - w;
}
