      program HelloWorldF90
              write(*,*) "Hello World!"
      end program HelloWorldF90
