#include <stdio.h>

void printhello(){
	printf("Helloworld\n");
}
