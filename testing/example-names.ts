/**
 * The names example answers may use, each in one guide only (testing/guide-variety.ts checks it): a speaker who
 * introduces themself, a colleague, a customer. A new guide takes an unused name from this pool, and a name not here
 * is added here first, so the check sees every name. Mixed on purpose, as the United States is.
 */
export const exampleNames: readonly string[] = [
  // Pool 1
  'Aaliyah', 'Abdul', 'Adriana', 'Ahmed', 'Aiko', 'Alejandro', 'Alana', 'Amara', 'Ananya', 'Andre', 'Angela', 'Anika',
  'Antoine', 'Arjun', 'Aspen', 'Aubrey', 'Ava', 'Ayesha', 'Beatriz', 'Benjamin', 'Bianca', 'Bilal', 'Brandon', 'Bree',
  'Bruno', 'Caleb', 'Camila', 'Carmen', 'Cedric', 'Celeste', 'Chanel', 'Chen', 'Chloe', 'Cole', 'Colin', 'Connor',
  'Consuelo', 'Cora', 'Cristina', 'Dakota',
  // Pool 2
  'Dana', 'Daniela', 'Dante', 'Darius', 'Dawn', 'Deepa', 'Delia', 'Demetrius', 'Desmond', 'Devon', 'Diego', 'Dmitri',
  'Dolores', 'Dominic', 'Donna', 'Eduardo', 'Elena', 'Eli', 'Elias', 'Elijah', 'Elise', 'Ella', 'Emeka', 'Emma',
  'Enrique', 'Esme', 'Esther', 'Ethan', 'Eva', 'Ezra', 'Farah', 'Fatima', 'Felipe', 'Fernando', 'Fiona', 'Francesca',
  'Frank', 'Gabriel', 'Gemma', 'Gia',
  // Pool 3
  'Gianna', 'Grace', 'Graham', 'Guillermo', 'Hana', 'Hannah', 'Harper', 'Hassan', 'Hector', 'Helen', 'Hiro', 'Hugo',
  'Ibrahim', 'Imani', 'Ines', 'Irene', 'Isaac', 'Isaiah', 'Ivan', 'Jada', 'Jalen', 'Jasmine', 'Javier', 'Jaya',
  'Jenna', 'Jerome', 'Jia', 'Joaquin', 'Jordan', 'Josephine', 'Juan', 'Julia', 'Julian', 'Kai', 'Kamal', 'Kareem',
  'Kayla', 'Keisha', 'Kendra', 'Kenji',
  // Pool 4
  'Kiara', 'Kofi', 'Lakshmi', 'Lamar', 'Lauren', 'Layla', 'Leah', 'Leila', 'Leon', 'Liam', 'Lila', 'Lina', 'Lorenzo',
  'Lucas', 'Lucia', 'Luis', 'Luz', 'Mabel', 'Maddox', 'Magnus', 'Malik', 'Marcus', 'Margot', 'Maria', 'Marisol',
  'Marlon', 'Mateo', 'Maya', 'Mei', 'Melanie', 'Mia', 'Miguel', 'Mina', 'Miriam', 'Mohammed', 'Monique', 'Nadia',
  'Naomi', 'Nasir', 'Natalia',
  // Pool 5
  'Nathan', 'Neha', 'Nia', 'Nicolas', 'Nikhil', 'Nina', 'Noah', 'Nora', 'Obi', 'Olga', 'Oliver', 'Omar', 'Oscar',
  'Owen', 'Pablo', 'Paloma', 'Paulo', 'Pedro', 'Penny', 'Priya', 'Quinn', 'Rafael', 'Rahul', 'Ramon', 'Rana', 'Raquel',
  'Rashid', 'Raul', 'Reggie', 'Renata', 'Riley', 'Rita', 'Roberto', 'Rohan', 'Rosa', 'Ruby', 'Rui', 'Ruth', 'Ryan',
  'Sabrina',
  // Pool 6
  'Salma', 'Samir', 'Sandra', 'Santiago', 'Sanjay', 'Selena', 'Shira', 'Simone', 'Sofia', 'Soo-jin', 'Stella', 'Sunil',
  'Tamika', 'Tanya', 'Tara', 'Tariq', 'Tatiana', 'Teresa', 'Theo', 'Tia', 'Tobias', 'Tomas', 'Tremaine', 'Trinity',
  'Tyrone', 'Uma', 'Valentina', 'Vanessa', 'Vera', 'Victor', 'Vikram', 'Vivian', 'Wanda', 'Wei', 'Wesley', 'Whitney',
  'Willa', 'Winston', 'Xavier', 'Ximena',
  // Pool 7
  'Yara', 'Yasmin', 'Yolanda', 'Yuki', 'Yusuf', 'Zach', 'Zainab', 'Zara', 'Zoe', 'Abby', 'Alma', 'Asha', 'Bea', 'Cyrus',
  'Dion', 'Edie', 'Femi', 'Gus', 'Hal', 'Ida', 'Jomo', 'Kwame', 'Lars', 'Lev', 'Marta', 'Nell', 'Odette', 'Pilar',
  'Rex', 'Rhea', 'Saul', 'Tess', 'Ugo', 'Vic', 'Wade', 'Yael', 'Zeke', 'Amos', 'Bex', 'Cleo',
];

/** Names (and a few words) that sound the same aloud: two of one pair in one answer confuse a listener. */
export const soundAlikes: readonly (readonly string[])[] = [
  ['Emily', 'Emilie', 'Emely'],
  ['Sean', 'Shawn', 'Shaun'],
  ['Catherine', 'Katherine', 'Kathryn'],
  ['Jon', 'John'],
  ['Ann', 'Anne'],
  ['Sara', 'Sarah'],
  ['Claire', 'Clare'],
  ['Steven', 'Stephen'],
  ['Mark', 'Marc'],
  ['Alan', 'Allan', 'Allen'],
  ['Jeff', 'Geoff'],
  ['Philip', 'Phillip'],
  ['Rachel', 'Rachael'],
  ['Brian', 'Bryan'],
  ['Eric', 'Erik'],
  ['Lee', 'Leigh'],
  ['Carl', 'Karl'],
  ['Zoe', 'Zoey'],
  ['Aidan', 'Aiden'],
  ['Megan', 'Meghan'],
  ['Caitlin', 'Kaitlyn'],
  ['Lindsay', 'Lindsey'],
  ['Mia', 'Maya'],
  ['Leah', 'Lea', 'Leia'],
  ['Lena', 'Lina'],
  ['principal', 'principle'],
  ['compliment', 'complement'],
  ['stationary', 'stationery'],
];
